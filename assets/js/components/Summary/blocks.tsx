/**
 * Internal dependencies
 */
import {
	StaleNotice,
	WidgetError,
	WidgetGatheringData,
	WidgetLoading,
	WidgetZeroState,
} from '../../widgets/common/WidgetStates';
import type { StaleInfo } from '../../api/batch';
import type { APIError } from '../../api/types';
import { useGatheringData } from '../../widgets/common/gathering';
import { SOURCES } from '../../widgets/common/sources';
import type { DataModule } from '../../modules/services';
import DataLimitNote, {
	type LimitedService,
	type ServiceLimits,
} from '../../widgets/common/DataLimitNote';

/**
 * A service's loading or error state in place of its figures, or null when its figures are in.
 *
 * @param state         The service's report state.
 * @param state.loading
 * @param state.error
 * @param state.retry
 * @param module        Module slug.
 */
export function sourceState(
	state: {
		loading: boolean;
		error?: APIError;
		retry: () => void;
	},
	module: DataModule
): JSX.Element | null {
	if ( state.error ) {
		return (
			<WidgetError
				key={ module }
				error={ state.error }
				service={ SOURCES[ module ].name }
				onRetry={ state.retry }
			/>
		);
	}
	if ( state.loading ) {
		return <WidgetLoading key={ module } />;
	}
	return null;
}

/**
 * A service with no figures in either period: gathering data, or none for the period.
 *
 * @param props        Component props.
 * @param props.module Module slug.
 */
export function GatheringBlock( { module }: { module: DataModule } ) {
	const gathering = useGatheringData( module );
	if ( gathering === undefined ) {
		return <WidgetLoading />;
	}
	return gathering ? (
		<WidgetGatheringData service={ SOURCES[ module ].name } />
	) : (
		<WidgetZeroState service={ SOURCES[ module ].name } />
	);
}

/**
 * A module's blocks for the wanted figures, in their order: a service that is gathering data (or failed) is said
 * once, not once per figure (its blocks share a key).
 *
 * @param figures The wanted figures, in order.
 * @param blocks  The module's block of each of its figures.
 */
export function uniqueBlocks(
	figures: readonly string[],
	blocks: Record< string, () => JSX.Element | null >
): JSX.Element[] {
	const seen = new Set< string >();
	return figures
		.filter( ( figure ) => blocks[ figure ] )
		.map( ( figure ) => blocks[ figure ]() )
		.filter( ( block ): block is JSX.Element => {
			if ( ! block ) {
				return false;
			}
			const key = String( block.key );
			if ( seen.has( key ) ) {
				return false;
			}
			seen.add( key );
			return true;
		} );
}

/**
 * A service whose data does not reach back to the range (Search Console's 16 months, a GA4 property's creation): its
 * name and the short note, once, in place of its figures, so that no zeros are shown.
 *
 * @param props        Component props.
 * @param props.module The service.
 * @param props.state  What the service has (useServiceLimits).
 */
export function LimitBlock( {
	module,
	state,
}: {
	module: LimitedService;
	state: ServiceLimits;
} ) {
	return (
		<div className="googlesitekit-summary__limit" data-service={ module }>
			<h4 className="googlesitekit-data-block__title">
				{ SOURCES[ module ].name }
			</h4>
			<DataLimitNote service={ module } state={ state } compact />
		</div>
	);
}

/**
 * The short note under a service's figures when the range, or its compare period, reaches partly before what the
 * service keeps (the figures then show no change); nothing when the service has both periods.
 *
 * @param props        Component props.
 * @param props.module The service.
 * @param props.state  What the service has (useServiceLimits).
 */
export function LimitLine( {
	module,
	state,
}: {
	module: LimitedService;
	state: ServiceLimits;
} ) {
	if ( ! state.limits ) {
		return null;
	}
	return (
		<div className="googlesitekit-summary__limit-line">
			<DataLimitNote service={ module } state={ state } compact />
		</div>
	);
}

/**
 * The short note under a service's figures when they are its last good answer (Google down, slow or busy), naming
 * the cause; nothing when they are fresh.
 *
 * @param props       Component props.
 * @param props.stale The oldest last good answer among the figures' reports, if any.
 */
export function StaleLine( { stale }: { stale: StaleInfo | undefined } ) {
	if ( ! stale ) {
		return null;
	}
	return (
		<div className="googlesitekit-summary__stale-line">
			<StaleNotice stale={ stale } />
		</div>
	);
}
