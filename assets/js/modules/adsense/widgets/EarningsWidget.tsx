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
} from '../../../components/Dashboard/WidgetStates';
import { getDateRangeDates } from '../../../util/dates';
import {
	adsenseRecords,
	currencyOf,
	EARNINGS_METRICS,
	formatCurrency,
	type AdSenseReport,
} from '../report';
import type { WidgetProps } from '../../../widgets/components';
import { daysOf, dayToTime } from '../../../widgets/common/dates';
import {
	useModuleConnected,
	useModuleSetupURL,
} from '../../../widgets/common/hooks';
import NoData from '../../../widgets/common/NoData';
import { SOURCES } from '../../../widgets/common/sources';
import { useReport } from '../../../widgets/use-report';
import { EarningsBlocks, isZero, totalsOf } from './EarningsBlocks';
import PageEarnings from './PageEarnings';

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
 * The site's earnings: one daily report over both periods, split at the
 * range's first day.
 *
 * @param props           Component props.
 * @param props.dateRange Date range.
 */
function SiteEarnings( { dateRange }: { dateRange: string } ) {
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const params = useMemo(
		() => ( {
			metrics: EARNINGS_METRICS,
			dimensions: 'DATE',
			startDate: dates.compareStartDate,
			endDate: dates.endDate,
		} ),
		[ dates ]
	);
	const { report, error, stale, retry } = useReport< AdSenseReport >(
		'adsense',
		'report',
		params
	);
	const times = useMemo(
		() => daysOf( dates.startDate, dates.endDate ),
		[ dates ]
	);
	const data = useMemo( () => {
		if ( ! report ) {
			return null;
		}
		const records = adsenseRecords( report );
		const current = records.filter(
			( record ) => record.DATE >= dates.startDate
		);
		const previous = records.filter(
			( record ) => record.DATE < dates.startDate
		);
		const byDay = new Map(
			records.map( ( record ) => [
				dayToTime( record.DATE ),
				Number( record.ESTIMATED_EARNINGS || 0 ),
			] )
		);
		const shift = times.length * 86400;
		return {
			current: totalsOf( current ),
			previous: totalsOf( previous ),
			series: [
				{
					label: __( 'Earnings', 'google-site-kit' ),
					values: times.map( ( time ) => byDay.get( time ) ?? 0 ),
					color: '#1a73e8',
				},
				{
					label: __( 'Previous period', 'google-site-kit' ),
					values: times.map(
						( time ) => byDay.get( time - shift ) ?? 0
					),
					color: '#9aa0a6',
					dashed: true,
				},
			],
		};
	}, [ report, dates, times ] );

	const currency = currencyOf( report );
	const formatAxis = useCallback(
		( value: number ) =>
			formatCurrency( value, currency, { compact: true } ),
		[ currency ]
	);
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
			/>
			<LineChart
				times={ times }
				series={ data.series }
				formatValue={ formatAxis }
				label={ sprintf(
					/* translators: 1: number of days, 2: earnings */
					__(
						'AdSense earnings per day over %1$d days, %2$s in total',
						'google-site-kit'
					),
					times.length,
					formatCurrency( data.current.earnings, currency )
				) }
			/>
		</div>
	);
}
