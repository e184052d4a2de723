/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ChartData, Granularity } from '../../util/chart-buckets';
import type { CompareMode } from '../../util/date-range';
import { formatDay } from '../../util/locale';

/** One line of a LineChart (components/Dashboard/LineChart.tsx). */
export interface LineChartSeries {
	label: string;
	/** One value per time; null leaves a gap (no data for that point). */
	values: Array< number | null >;
	color: string;
	dashed?: boolean;
	/** The days the series covers, shown in the legend ("Oct 1 – Oct 28, 2026"). */
	period?: string;
}

/**
 * A period as text: "Nov 1, 2025 – Oct 31, 2026", or one day alone.
 *
 * @param startDate First day.
 * @param endDate   Last day.
 */
export function periodLabel( startDate: string, endDate: string ): string {
	const options: Intl.DateTimeFormatOptions = {
		month: 'short',
		day: 'numeric',
		year: 'numeric',
	};
	// One day is named once ("Nov 14, 2026"), not as "Nov 14, 2026 – Nov 14, 2026".
	if ( startDate === endDate ) {
		return formatDay( startDate, options );
	}
	return sprintf(
		/* translators: 1: first day, 2: last day of a date range. */
		__( '%1$s – %2$s', 'google-site-kit' ),
		formatDay( startDate, options ),
		formatDay( endDate, options )
	);
}

/**
 * What one point of a chart covers, for its caption (nothing for days).
 *
 * @param granularity Granularity.
 * @param mean        Whether points are averages per day (users, ratios) rather than totals.
 */
export function granularityCaption(
	granularity: Granularity,
	mean = false
): string | undefined {
	if ( granularity === 'week' ) {
		return mean
			? __(
					'Each point is the daily average of a week, shown at its first day.',
					'google-site-kit'
			  )
			: __(
					'Each point is a week’s total, shown at its first day.',
					'google-site-kit'
			  );
	}
	if ( granularity === 'month' ) {
		return mean
			? __(
					'Each point is the daily average of a calendar month.',
					'google-site-kit'
			  )
			: __(
					'Each point is a calendar month’s total.',
					'google-site-kit'
			  );
	}
	return undefined;
}

/**
 * A chart's compare line: the dashed grey series of the compare period's points, named after the user's compare mode
 * and with its own dates.
 *
 * @param chart The chart's points (chartData()).
 * @param mode  What the range is compared with.
 */
export function compareSeries(
	chart: Pick< ChartData, 'previous' | 'previousStart' | 'previousEnd' >,
	mode: Exclude< CompareMode, 'none' > = 'previous-period'
): LineChartSeries {
	return {
		label:
			mode === 'same-period-last-year'
				? __( 'Same period last year', 'google-site-kit' )
				: __( 'Previous period', 'google-site-kit' ),
		values: chart.previous,
		color: '#9aa0a6',
		dashed: true,
		period: periodLabel( chart.previousStart, chart.previousEnd ),
	};
}
