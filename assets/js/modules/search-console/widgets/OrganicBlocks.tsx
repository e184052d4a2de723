/**
 * The Analytics side of the Search funnel widget: visitors from Organic Search, their engagement rate and
 * conversions.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../../widgets/common/DataBlock';
import {
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import NoData from '../../../widgets/common/NoData';
import { sourceOf } from '../../../widgets/common/sources';
import type { ReportState } from '../../../widgets/use-report';
import {
	findRow,
	metricOf,
	rowsOfRange,
	type GA4Report,
} from '../../analytics/report';

const ORGANIC_SEARCH = 'Organic Search';

/**
 * The Analytics side of the funnel: visitors from Organic Search, their
 * engagement rate and conversions, against the previous period.
 *
 * @param props             Component props.
 * @param props.state       The channel report with both periods.
 * @param props.entityURL   The entity dashboard's page, if any.
 * @param props.showCompare Whether Analytics has the compare period (else no change is shown).
 */
export default function OrganicBlocks( {
	state,
	entityURL,
	showCompare,
}: {
	state: ReportState< GA4Report >;
	entityURL?: string;
	showCompare: boolean;
} ) {
	const { report, error, retry } = state;
	if ( error ) {
		return (
			<div className="googlesitekit-widget-blocks__wide">
				<WidgetError
					error={ error }
					service={ sourceOf( 'analytics' ).name }
					onRetry={ retry }
				/>
			</div>
		);
	}
	if ( ! report ) {
		return (
			<div className="googlesitekit-widget-blocks__wide">
				<WidgetLoading />
			</div>
		);
	}
	// No rows at all: Analytics has nothing for the period (or has no data yet), which is not 0 visitors.
	if ( ! report.rows?.length ) {
		return (
			<div className="googlesitekit-widget-blocks__wide">
				<NoData module="analytics" entityURL={ entityURL } />
			</div>
		);
	}
	const current = findRow( rowsOfRange( report, 0 ), ORGANIC_SEARCH );
	const previous = findRow( rowsOfRange( report, 1 ), ORGANIC_SEARCH );
	return (
		<>
			<DataBlock
				title={ __( 'Visitors from Search', 'google-site-kit' ) }
				value={ metricOf( current, 0 ) }
				previous={ showCompare ? metricOf( previous, 0 ) : undefined }
				source={ sourceOf( 'analytics' ) }
			/>
			<DataBlock
				title={ __( 'Engagement rate', 'google-site-kit' ) }
				value={ metricOf( current, 1 ) }
				previous={ showCompare ? metricOf( previous, 1 ) : undefined }
				style="percent"
				source={ sourceOf( 'analytics' ) }
			/>
			<DataBlock
				title={ __( 'Conversions', 'google-site-kit' ) }
				value={ metricOf( current, 2 ) }
				previous={ showCompare ? metricOf( previous, 2 ) : undefined }
				source={ sourceOf( 'analytics' ) }
			/>
		</>
	);
}
