/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	WidgetGatheringData,
	WidgetLoading,
	WidgetZeroState,
} from './WidgetStates';
import { useGatheringData, type DataModule } from './gathering';
import { SOURCES } from './sources';

interface NoDataProps {
	module: DataModule;
	/** The entity dashboard's page, when the empty report was that page's. */
	entityURL?: string;
}

/**
 * What a widget shows when its report came back empty. A service that has
 * no data at all yet is "gathering data"; otherwise the period (or, on an
 * entity dashboard, this page in the period) simply has none.
 *
 * @param props           Component props.
 * @param props.module
 * @param props.entityURL
 */
export default function NoData( { module, entityURL }: NoDataProps ) {
	const gathering = useGatheringData( module );
	const service = SOURCES[ module ].name;
	if ( gathering === undefined ) {
		return <WidgetLoading />;
	}
	if ( gathering ) {
		return <WidgetGatheringData service={ service } />;
	}
	return (
		<WidgetZeroState
			service={ service }
			message={
				entityURL
					? sprintf(
							/* translators: %s: service name, e.g. Analytics */
							__(
								'%s has no data for this page in this period.',
								'google-site-kit'
							),
							service
					  )
					: undefined
			}
		/>
	);
}
