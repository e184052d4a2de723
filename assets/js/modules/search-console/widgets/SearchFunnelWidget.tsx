/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../../widgets/common/DataBlock';
import LineChart from '../../../components/Dashboard/LineChart';
import {
	StaleNotice,
	WidgetConnectCTA,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { chartData } from '../../../util/chart-buckets';
import { getDateRangeDates } from '../../../util/dates';
import { formatNumber } from '../../../util/numbers';
import type { WidgetProps } from '../../../widgets/components';
import {
	compareSeries,
	granularityCaption,
	periodLabel,
} from '../../../widgets/common/chart';
import DataLimitNote, {
	compareAvailable,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';
import {
	useModuleConnected,
	useModuleSetupURL,
} from '../../../widgets/common/hooks';
import NoData from '../../../widgets/common/NoData';
import { SOURCES } from '../../../widgets/common/sources';
import {
	findRow,
	metricOf,
	rowsOfRange,
	type GA4Report,
} from '../../analytics/report';
import { searchTotals, type SearchConsoleReport } from '../report';
import { useCompareMode } from '../../../widgets/hooks/compare-mode';
import {
	splitDailyRows,
	usePeriodReports,
} from '../../../widgets/common/periods';
import { useReport, type ReportState } from '../../../widgets/use-report';

const ORGANIC_SEARCH = 'Organic Search';

const CHART_METRICS = {
	impressions: __( 'Impressions', 'google-site-kit' ),
	clicks: __( 'Clicks', 'google-site-kit' ),
} as const;

type ChartMetric = keyof typeof CHART_METRICS;

/**
 * Search funnel: how often the site shows in Google Search and is clicked
 * (Search Console), and what the visitors from search do (Analytics: organic
 * visitors, engagement rate, conversions).
 *
 * @param props           Widget props.
 * @param props.dateRange
 * @param props.entityURL
 */
export default function SearchFunnelWidget( {
	dateRange,
	entityURL,
}: WidgetProps ) {
	const searchConnected = useModuleConnected( 'search-console' );
	const analyticsConnected = useModuleConnected( 'analytics' );
	const setupURL = useModuleSetupURL( 'search-console' );
	const [ chartMetric, setChartMetric ] =
		useState< ChartMetric >( 'impressions' );

	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	// Daily rows of both periods: one read when they are adjacent, two when
	// they are not (same period last year), then picked by their exact dates.
	const searchParams = useMemo(
		() => ( {
			dimensions: 'date',
			...( entityURL ? { url: entityURL } : {} ),
		} ),
		[ entityURL ]
	);
	const organicParams = useMemo(
		() => ( {
			metrics: [ 'totalUsers', 'engagementRate', 'conversions' ],
			dimensions: 'sessionDefaultChannelGrouping',
			dateRange,
			compareDateRanges: true,
			...( entityURL ? { url: entityURL } : {} ),
		} ),
		[ dateRange, entityURL ]
	);
	const search = usePeriodReports< SearchConsoleReport >(
		'search-console',
		'searchanalytics',
		searchParams,
		dates,
		searchConnected === true
	);
	const organic = useReport< GA4Report >(
		'analytics',
		'report',
		organicParams,
		analyticsConnected === true
	);

	const periods = useMemo(
		() =>
			search.reports
				? splitDailyRows(
						search.reports.flatMap(
							( report ) => report.rows || []
						),
						( row ) => row.keys?.[ 0 ] || '',
						dates
				  )
				: null,
		[ search.reports, dates ]
	);
	const limitState = useServiceLimits(
		'search-console',
		dates,
		searchConnected === true
	);
	const analyticsLimits = useServiceLimits(
		'analytics',
		dates,
		analyticsConnected === true
	);
	const mode = useCompareMode();
	const chart = useMemo( () => {
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

	if ( searchConnected === false ) {
		return (
			<WidgetConnectCTA
				service={ SOURCES[ 'search-console' ].name }
				connectURL={ setupURL }
			/>
		);
	}
	if ( search.error ) {
		return (
			<WidgetError
				error={ search.error }
				service={ SOURCES[ 'search-console' ].name }
				onRetry={ search.retry }
			/>
		);
	}
	if ( ! periods || ! chart ) {
		return <WidgetLoading />;
	}
	// The whole range is older than Search Console keeps: its note, not zeros.
	if ( limitState.limits?.current === 'none' ) {
		return (
			<div className="googlesitekit-search-funnel">
				<h3 className="googlesitekit-widget__title">
					{ __( 'Search funnel', 'google-site-kit' ) }
				</h3>
				<DataLimitNote service="search-console" state={ limitState } />
			</div>
		);
	}
	const current = searchTotals( periods.current );
	const previous = searchTotals( periods.previous );
	if ( current.impressions === 0 && previous.impressions === 0 ) {
		return <NoData module="search-console" entityURL={ entityURL } />;
	}
	const showCompare = compareAvailable( limitState );
	const stale = search.stale || organic.stale;

	return (
		<div className="googlesitekit-search-funnel">
			<h3 className="googlesitekit-widget__title">
				{ __( 'Search funnel', 'google-site-kit' ) }
			</h3>
			{ stale && <StaleNotice stale={ stale } /> }
			<div className="googlesitekit-widget-blocks">
				<DataBlock
					title={ __( 'Total impressions', 'google-site-kit' ) }
					value={ current.impressions }
					previous={ showCompare ? previous.impressions : undefined }
					source={ SOURCES[ 'search-console' ] }
				/>
				<DataBlock
					title={ __( 'Total clicks', 'google-site-kit' ) }
					value={ current.clicks }
					previous={ showCompare ? previous.clicks : undefined }
					source={ SOURCES[ 'search-console' ] }
				/>
				{ analyticsConnected && ! outsideLimits( analyticsLimits ) && (
					<OrganicBlocks
						state={ organic }
						entityURL={ entityURL }
						showCompare={ compareAvailable( analyticsLimits ) }
					/>
				) }
			</div>
			<DataLimitNote service="search-console" state={ limitState } />
			{ analyticsConnected && (
				<DataLimitNote service="analytics" state={ analyticsLimits } />
			) }
			<div
				className="googlesitekit-segmented"
				role="group"
				aria-label={ __( 'Show on the chart', 'google-site-kit' ) }
			>
				{ ( Object.keys( CHART_METRICS ) as ChartMetric[] ).map(
					( metric ) => (
						<button
							key={ metric }
							type="button"
							className="button"
							aria-pressed={ chartMetric === metric }
							onClick={ () => setChartMetric( metric ) }
						>
							{ CHART_METRICS[ metric ] }
						</button>
					)
				) }
			</div>
			<LineChart
				times={ chart.data.times }
				series={ chart.series }
				granularity={ chart.data.granularity }
				days={ chart.data.days }
				caption={ granularityCaption( chart.data.granularity ) }
				label={ sprintf(
					/* translators: 1: Impressions or Clicks, 2: the range's dates, 3: the total */
					__(
						'%1$s from Google Search over %2$s, %3$s in total',
						'google-site-kit'
					),
					CHART_METRICS[ chartMetric ],
					periodLabel( dates.startDate, dates.endDate ),
					formatNumber( current[ chartMetric ] )
				) }
			/>
		</div>
	);
}

/**
 * The Analytics side of the funnel: visitors from Organic Search, their
 * engagement rate and conversions, against the previous period.
 *
 * @param props             Component props.
 * @param props.state       The channel report with both periods.
 * @param props.entityURL   The entity dashboard's page, if any.
 * @param props.showCompare Whether Analytics has the compare period (else no change is shown).
 */
function OrganicBlocks( {
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
					service={ SOURCES.analytics.name }
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
				source={ SOURCES.analytics }
			/>
			<DataBlock
				title={ __( 'Engagement rate', 'google-site-kit' ) }
				value={ metricOf( current, 1 ) }
				previous={ showCompare ? metricOf( previous, 1 ) : undefined }
				style="percent"
				source={ SOURCES.analytics }
			/>
			<DataBlock
				title={ __( 'Conversions', 'google-site-kit' ) }
				value={ metricOf( current, 2 ) }
				previous={ showCompare ? metricOf( previous, 2 ) : undefined }
				source={ SOURCES.analytics }
			/>
		</>
	);
}
