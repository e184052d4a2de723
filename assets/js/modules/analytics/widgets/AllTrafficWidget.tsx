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
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { chartData } from '../../../util/chart-buckets';
import { getDateRangeDates } from '../../../util/dates';
import { formatNumber } from '../../../util/numbers';
import type { WidgetProps } from '../../../widgets/components';
import GA4Notes from './GA4Notes';
import {
	compareSeries,
	granularityCaption,
	periodLabel,
} from '../../../widgets/common/chart';
import DataLimitNote, {
	compareAvailable,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';
import NoData from '../../../widgets/common/NoData';
import { sourceOf } from '../../../widgets/common/sources';
import { ga4DateToTime, rowsOfRange, totalOf, type GA4Report } from '../report';
import { useReport } from '../../../widgets/use-report';
import { useCompareMode } from '../../../widgets/hooks/compare-mode';
import TrafficBreakdown, { DIMENSIONS } from './TrafficBreakdown';
import CsvButton from '../../../widgets/common/CsvButton';

const ANALYTICS_URL = 'https://analytics.google.com/analytics/web/';

/**
 * All traffic (Analytics): unique visitors over time against the previous period, and where they come from.
 *
 * @param props           Widget props.
 * @param props.dateRange
 * @param props.entityURL
 */
export default function AllTrafficWidget( {
	dateRange,
	entityURL,
}: WidgetProps ) {
	const [ dimension, setDimension ] = useState< string >(
		DIMENSIONS[ 0 ].slug
	);
	const overTime = useMemo(
		() => ( {
			metrics: 'totalUsers',
			dimensions: 'date',
			dateRange,
			compareDateRanges: true,
			...( entityURL ? { url: entityURL } : {} ),
		} ),
		[ dateRange, entityURL ]
	);
	const byDimension = useMemo(
		() => ( {
			metrics: 'totalUsers',
			dimensions: dimension,
			dateRange,
			orderby: [ { metric: 'totalUsers', desc: true } ],
			...( entityURL ? { url: entityURL } : {} ),
		} ),
		[ dateRange, entityURL, dimension ]
	);
	const series = useReport< GA4Report >( 'analytics', 'report', overTime );
	const breakdown = useReport< GA4Report >(
		'analytics',
		'report',
		byDimension
	);

	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const limitState = useServiceLimits( 'analytics', dates );
	const mode = useCompareMode();
	const daily = useMemo( () => {
		if ( ! series.report ) {
			return null;
		}
		const byDay = ( index: 0 | 1 ) =>
			new Map(
				rowsOfRange( series.report as GA4Report, index ).map(
					( row ) => {
						const day = new Date(
							ga4DateToTime(
								row.dimensionValues?.[ 0 ]?.value || ''
							) * 1000
						)
							.toISOString()
							.slice( 0, 10 );
						return [
							day,
							Number( row.metricValues?.[ 0 ]?.value || 0 ),
						];
					}
				)
			);
		return [ byDay( 0 ), byDay( 1 ) ] as const;
	}, [ series.report ] );
	const chart = useMemo(
		() =>
			// Visitors are de-duplicated: a week or month point is the average visitors per day, never their sum.
			daily &&
			chartData( dates, daily[ 0 ], daily[ 1 ], {
				aggregate: 'mean',
				firstDay: limitState.firstDay,
			} ),
		[ daily, dates, limitState.firstDay ]
	);

	if ( series.error ) {
		return (
			<WidgetError
				error={ series.error }
				service={ sourceOf( 'analytics' ).name }
				onRetry={ series.retry }
			/>
		);
	}
	if ( series.loading || ! series.report || ! chart || ! daily ) {
		return <WidgetLoading />;
	}
	// The whole range is before the property existed: its note, not zeros.
	if ( limitState.limits?.current === 'none' ) {
		return (
			<div className="googlesitekit-all-traffic">
				<h3 className="googlesitekit-widget__title">
					{ __( 'All traffic', 'google-site-kit' ) }
				</h3>
				<DataLimitNote service="analytics" state={ limitState } />
			</div>
		);
	}
	const showCompare = compareAvailable( limitState );
	// Visitors who came on several days are one visitor: GA4's de-duplicated totals, never the sum of the days.
	const total = totalOf( series.report, 0 );
	const previous = totalOf( series.report, 1 );
	if ( total === 0 && previous === 0 ) {
		return <NoData module="analytics" entityURL={ entityURL } />;
	}

	return (
		<div className="googlesitekit-all-traffic">
			<div className="googlesitekit-widget__header">
				<h3 className="googlesitekit-widget__title">
					{ __( 'All traffic', 'google-site-kit' ) }
				</h3>
				<CsvButton
					csv={ {
						name: 'unique-visitors',
						title: __(
							'Unique visitors by day',
							'google-site-kit'
						),
						dateRange,
						entityURL,
						table: {
							daily: __( 'Unique visitors', 'google-site-kit' ),
							current: daily[ 0 ],
							previous:
								showCompare && mode !== 'none'
									? daily[ 1 ]
									: null,
							firstDay: limitState.firstDay,
						},
					} }
				/>
			</div>
			{ series.stale && <StaleNotice stale={ series.stale } /> }
			<div className="googlesitekit-all-traffic__layout">
				<div className="googlesitekit-all-traffic__main">
					<DataBlock
						title={ __( 'Unique visitors', 'google-site-kit' ) }
						value={ total }
						previous={ showCompare ? previous : undefined }
						source={ {
							name: __( 'Analytics', 'google-site-kit' ),
							url: ANALYTICS_URL,
						} }
					/>
					<LineChart
						times={ chart.times }
						granularity={ chart.granularity }
						days={ chart.days }
						caption={ granularityCaption(
							chart.granularity,
							true
						) }
						series={ [
							{
								label: __(
									'Unique visitors',
									'google-site-kit'
								),
								values: chart.current,
								color: '#1a73e8',
								period: periodLabel(
									dates.startDate,
									dates.endDate
								),
							},
							...( showCompare && mode !== 'none'
								? [ compareSeries( chart, mode ) ]
								: [] ),
						] }
						label={ sprintf(
							/* translators: 1: the range's dates, 2: number of visitors */
							__(
								'Unique visitors over %1$s, %2$s in total',
								'google-site-kit'
							),
							periodLabel( dates.startDate, dates.endDate ),
							formatNumber( total )
						) }
					/>
					<DataLimitNote service="analytics" state={ limitState } />
				</div>
				<TrafficBreakdown
					breakdown={ breakdown }
					dimension={ dimension }
					onDimension={ setDimension }
					dateRange={ dateRange }
					entityURL={ entityURL }
				/>
			</div>
			<GA4Notes reports={ [ series.report, breakdown.report ] } />
		</div>
	);
}
