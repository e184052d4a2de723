/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../../components/DataBlock';
import LineChart from '../../../components/Dashboard/LineChart';
import {
	StaleNotice,
	WidgetConnectCTA,
	WidgetError,
	WidgetLoading,
} from '../../../components/Dashboard/WidgetStates';
import { getDateRangeDates } from '../../../util/dates';
import { formatNumber } from '../../../util/numbers';
import type { WidgetProps } from '../../../widgets/components';
import { daysOf, dayToTime } from '../../../widgets/common/dates';
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
import {
	searchTotals,
	splitByPeriod,
	type SearchConsoleReport,
} from '../report';
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
	// One read covers both periods: daily rows split at the range's first day.
	const searchParams = useMemo(
		() => ( {
			dimensions: 'date',
			startDate: dates.compareStartDate,
			endDate: dates.endDate,
			...( entityURL ? { url: entityURL } : {} ),
		} ),
		[ dates, entityURL ]
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
	const search = useReport< SearchConsoleReport >(
		'search-console',
		'searchanalytics',
		searchParams,
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
			search.report
				? splitByPeriod( search.report, dates.startDate )
				: null,
		[ search.report, dates ]
	);
	const times = useMemo(
		() => daysOf( dates.startDate, dates.endDate ),
		[ dates ]
	);
	const series = useMemo( () => {
		if ( ! periods ) {
			return [];
		}
		const current = new Map(
			periods.current.map( ( row ) => [
				dayToTime( row.keys?.[ 0 ] || '' ),
				row[ chartMetric ],
			] )
		);
		const previous = new Map(
			periods.previous.map( ( row ) => [
				dayToTime( row.keys?.[ 0 ] || '' ),
				row[ chartMetric ],
			] )
		);
		const shift = times.length * 86400;
		return [
			{
				label: CHART_METRICS[ chartMetric ],
				values: times.map( ( time ) => current.get( time ) ?? 0 ),
				color: '#1a73e8',
			},
			{
				label: __( 'Previous period', 'google-site-kit' ),
				values: times.map(
					( time ) => previous.get( time - shift ) ?? 0
				),
				color: '#9aa0a6',
				dashed: true,
			},
		];
	}, [ periods, times, chartMetric ] );

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
	if ( ! periods ) {
		return <WidgetLoading />;
	}
	const current = searchTotals( periods.current );
	const previous = searchTotals( periods.previous );
	if ( current.impressions === 0 && previous.impressions === 0 ) {
		return <NoData module="search-console" entityURL={ entityURL } />;
	}
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
					previous={ previous.impressions }
					source={ SOURCES[ 'search-console' ] }
				/>
				<DataBlock
					title={ __( 'Total clicks', 'google-site-kit' ) }
					value={ current.clicks }
					previous={ previous.clicks }
					source={ SOURCES[ 'search-console' ] }
				/>
				{ analyticsConnected && (
					<OrganicBlocks state={ organic } entityURL={ entityURL } />
				) }
			</div>
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
				times={ times }
				series={ series }
				label={ sprintf(
					/* translators: 1: Impressions or Clicks, 2: number of days, 3: the total */
					__(
						'%1$s from Google Search per day over %2$d days, %3$s in total',
						'google-site-kit'
					),
					CHART_METRICS[ chartMetric ],
					times.length,
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
 * @param props           Component props.
 * @param props.state     The channel report with both periods.
 * @param props.entityURL The entity dashboard's page, if any.
 */
function OrganicBlocks( {
	state,
	entityURL,
}: {
	state: ReportState< GA4Report >;
	entityURL?: string;
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
				previous={ metricOf( previous, 0 ) }
				source={ SOURCES.analytics }
			/>
			<DataBlock
				title={ __( 'Engagement rate', 'google-site-kit' ) }
				value={ metricOf( current, 1 ) }
				previous={ metricOf( previous, 1 ) }
				style="percent"
				source={ SOURCES.analytics }
			/>
			<DataBlock
				title={ __( 'Conversions', 'google-site-kit' ) }
				value={ metricOf( current, 2 ) }
				previous={ metricOf( previous, 2 ) }
				source={ SOURCES.analytics }
			/>
		</>
	);
}
