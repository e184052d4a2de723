/**
 * The Search funnel chart's series: impressions or clicks of the range (summed into weeks or months), and of the
 * compare period when the user compares and Search Console has it.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCompareMode } from '../../../widgets/hooks/compare-mode';
import { chartData } from '../../../util/chart-buckets';
import type { PeriodDates } from '../../../util/data-limits';
import { compareSeries, periodLabel } from '../../../widgets/common/chart';
import {
	compareAvailable,
	type ServiceLimits,
} from '../../../widgets/common/service-limits';
import type { SearchConsoleRow } from '../report';

export const CHART_METRICS = {
	impressions: __( 'Impressions', 'google-site-kit' ),
	clicks: __( 'Clicks', 'google-site-kit' ),
} as const;

export type ChartMetric = keyof typeof CHART_METRICS;

/**
 * The chart's data and series.
 *
 * @param periods     The daily rows of the range and of the compare period, or null while loading.
 * @param dates       The range's dates.
 * @param chartMetric The metric shown.
 * @param limitState  What Search Console has of the range.
 */
export function useFunnelChart(
	periods: {
		current: SearchConsoleRow[];
		previous: SearchConsoleRow[];
	} | null,
	dates: PeriodDates,
	chartMetric: ChartMetric,
	limitState: ServiceLimits
) {
	const mode = useCompareMode();
	return useMemo( () => {
		if ( ! periods ) {
			return null;
		}
		const byDay = ( rows: typeof periods.current ) =>
			new Map(
				rows.map( ( row ) => [
					row.keys?.[ 0 ] || '',
					row[ chartMetric ],
				] )
			);
		// Impressions and clicks are counts: summed into weeks or months.
		const data = chartData(
			dates,
			byDay( periods.current ),
			byDay( periods.previous ),
			{ firstDay: limitState.firstDay }
		);
		// No compare line when the user compares nothing, or the service lacks the compare period.
		const showCompare = compareAvailable( limitState );
		return {
			data,
			series: [
				{
					label: CHART_METRICS[ chartMetric ],
					values: data.current,
					color: '#1a73e8',
					period: periodLabel( dates.startDate, dates.endDate ),
				},
				...( showCompare && mode !== 'none'
					? [ compareSeries( data, mode ) ]
					: [] ),
			],
		};
	}, [ periods, dates, chartMetric, limitState, mode ] );
}
