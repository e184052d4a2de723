/**
 * WordPress dependencies
 */
import { useCallback, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LineChart from '../../../components/Dashboard/LineChart';
import {
	StaleNotice,
	WidgetConnectCTA,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { chartData } from '../../../util/chart-buckets';
import { getDateRangeDates } from '../../../util/dates';
import {
	adsenseRecords,
	currencyOf,
	EARNINGS_METRICS,
	formatCurrency,
	type AdSenseReport,
} from '../report';
import type { WidgetProps } from '../../../widgets/components';
import {
	compareSeries,
	granularityCaption,
	periodLabel,
} from '../../../widgets/common/chart';
import {
	useModuleConnected,
	useModuleSetupURL,
} from '../../../widgets/common/hooks';
import NoData from '../../../widgets/common/NoData';
import DataLimitNote, {
	DataLimitWidget,
	compareAvailable,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';
import { SOURCES } from '../../../widgets/common/sources';
import {
	splitDailyRows,
	usePeriodReports,
} from '../../../widgets/common/periods';
import { EarningsBlocks, isZero, totalsOf } from './EarningsBlocks';
import PageEarnings from './PageEarnings';
import { useCompareMode } from '../../../widgets/hooks/compare-mode';

/**
 * Monetization (AdSense): earnings, page RPM and ad impressions against the
 * previous period, with earnings per day; on an entity dashboard, that page's.
 *
 * @param props           Widget props.
 * @param props.dateRange
 * @param props.entityURL
 */
export default function EarningsWidget( {
	dateRange,
	entityURL,
}: WidgetProps ) {
	const connected = useModuleConnected( 'adsense' );
	const setupURL = useModuleSetupURL( 'adsense' );
	if ( connected === false ) {
		return (
			<WidgetConnectCTA
				service={ SOURCES.adsense.name }
				connectURL={ setupURL }
			/>
		);
	}
	if ( connected === undefined ) {
		return <WidgetLoading />;
	}
	return entityURL ? (
		<PageEarnings dateRange={ dateRange } entityURL={ entityURL } />
	) : (
		<SiteEarnings dateRange={ dateRange } />
	);
}

/**
 * The site's earnings: daily reports over both periods (widgets/common/periods.ts).
 *
 * @param props           Component props.
 * @param props.dateRange Date range.
 */
function SiteEarnings( { dateRange }: { dateRange: string } ) {
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	// Daily rows of both periods: one read when they are adjacent, two when
	// they are not (same period last year), then picked by their exact dates.
	const params = useMemo(
		() => ( { metrics: EARNINGS_METRICS, dimensions: 'DATE' } ),
		[]
	);
	// AdSense has nothing before the account was created.
	const limitState = useServiceLimits( 'adsense', dates );
	const outside = outsideLimits( limitState );
	const showCompare = compareAvailable( limitState );
	const { reports, error, stale, retry } = usePeriodReports< AdSenseReport >(
		'adsense',
		'report',
		params,
		dates,
		! outside
	);
	const report = reports?.[ 0 ];
	const mode = useCompareMode();
	const data = useMemo( () => {
		if ( ! reports ) {
			return null;
		}
		const records = reports.flatMap( adsenseRecords );
		const { current, previous } = splitDailyRows(
			records,
			( record ) => String( record.DATE ),
			dates
		);
		const byDay = ( rows: typeof records ) =>
			new Map(
				rows.map( ( record ) => [
					record.DATE,
					Number( record.ESTIMATED_EARNINGS || 0 ),
				] )
			);
		// Earnings are amounts: summed into weeks or months; no point before
		// the account existed (not a zero).
		const chart = chartData( dates, byDay( current ), byDay( previous ), {
			firstDay: limitState.firstDay,
		} );
		return {
			current: totalsOf( current ),
			previous: totalsOf( previous ),
			chart,
			series: [
				{
					label: __( 'Earnings', 'google-site-kit' ),
					values: chart.current,
					color: '#1a73e8',
					period: periodLabel( dates.startDate, dates.endDate ),
				},
				...( mode === 'none' || ! showCompare
					? []
					: [ compareSeries( chart, mode ) ] ),
			],
		};
	}, [ reports, dates, mode, limitState.firstDay, showCompare ] );

	const currency = currencyOf( report );
	const formatAxis = useCallback(
		( value: number ) =>
			formatCurrency( value, currency, { compact: true } ),
		[ currency ]
	);
	const formatAxisExact = useCallback(
		( value: number ) => formatCurrency( value, currency ),
		[ currency ]
	);
	// The whole range is before the account existed: the note, not "no data".
	if ( outside ) {
		return (
			<DataLimitWidget
				className="googlesitekit-earnings"
				title={ __( 'Earnings', 'google-site-kit' ) }
				service="adsense"
				state={ limitState }
			/>
		);
	}
	if ( error ) {
		return (
			<WidgetError
				error={ error }
				service={ SOURCES.adsense.name }
				onRetry={ retry }
			/>
		);
	}
	if ( ! report || ! data ) {
		return <WidgetLoading />;
	}
	if ( isZero( data.current, data.previous ) ) {
		return <NoData module="adsense" />;
	}
	return (
		<div className="googlesitekit-earnings">
			<h3 className="googlesitekit-widget__title">
				{ __( 'Earnings', 'google-site-kit' ) }
			</h3>
			{ stale && <StaleNotice stale={ stale } /> }
			<EarningsBlocks
				current={ data.current }
				previous={ data.previous }
				currency={ currency }
				compare={ showCompare }
			/>
			<LineChart
				times={ data.chart.times }
				series={ data.series }
				granularity={ data.chart.granularity }
				days={ data.chart.days }
				caption={ granularityCaption( data.chart.granularity ) }
				formatValue={ formatAxis }
				formatExact={ formatAxisExact }
				label={ sprintf(
					/* translators: 1: the range's dates, 2: earnings */
					__(
						'AdSense earnings over %1$s, %2$s in total',
						'google-site-kit'
					),
					periodLabel( dates.startDate, dates.endDate ),
					formatCurrency( data.current.earnings, currency )
				) }
			/>
			<DataLimitNote service="adsense" state={ limitState } />
		</div>
	);
}
