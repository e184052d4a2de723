/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	WidgetConnectCTA,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { formatNumber } from '../../../util/numbers';
import {
	adsenseRecords,
	currencyOf,
	EARNINGS_METRICS,
	formatCurrency,
	pageViewsRPM,
	type AdSenseReport,
} from '../report';
import type { WidgetProps } from '../../../widgets/components';
import {
	useModuleConnected,
	useModuleSetupURL,
} from '../../../widgets/common/hooks';
import ReportTable from '../../../widgets/common/ReportTable';
import { sourceOf } from '../../../widgets/common/sources';
import NoData from '../../../widgets/common/NoData';
import PageLabel from '../../../widgets/common/PageLabel';
import { useReport } from '../../../widgets/use-report';
import DataLimitNote, {
	DataLimitWidget,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';
import { getDateRangeDates } from '../../../util/dates';

const ROWS = 10;

/**
 * Top earning pages (AdSense): the pages that earned the most, with their
 * page RPM and ad impressions, each linking to its own dashboard.
 *
 * @param props           Widget props.
 * @param props.dateRange
 */
export default function TopEarningPagesWidget( { dateRange }: WidgetProps ) {
	const connected = useModuleConnected( 'adsense' );
	const setupURL = useModuleSetupURL( 'adsense' );
	// The datapoint takes no order: every page comes back, the widget ranks them.
	const params = useMemo(
		() => ( {
			metrics: EARNINGS_METRICS,
			dimensions: 'PAGE_URL',
			dateRange,
		} ),
		[ dateRange ]
	);
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	// AdSense has nothing before the account was created.
	const limitState = useServiceLimits( 'adsense', dates, connected === true );
	const outside = outsideLimits( limitState );
	const { report, error, stale, retry } = useReport< AdSenseReport >(
		'adsense',
		'report',
		params,
		connected === true && ! outside
	);
	const pages = useMemo(
		() =>
			adsenseRecords( report || {} )
				.map( ( record ) => {
					const earnings = Number( record.ESTIMATED_EARNINGS || 0 );
					return {
						url: record.PAGE_URL,
						earnings,
						rpm: pageViewsRPM(
							earnings,
							Number( record.PAGE_VIEWS || 0 )
						),
						impressions: Number( record.IMPRESSIONS || 0 ),
					};
				} )
				.filter( ( page ) => page.earnings > 0 )
				.sort(
					( a, b ) =>
						b.earnings - a.earnings || a.url.localeCompare( b.url )
				)
				.slice( 0, ROWS ),
		[ report ]
	);

	if ( connected === false ) {
		return (
			<WidgetConnectCTA
				service={ sourceOf( 'adsense' ).name }
				connectURL={ setupURL }
			/>
		);
	}
	// The whole range is before the account existed: the note, not "no data".
	if ( outside ) {
		return (
			<DataLimitWidget
				className="googlesitekit-top-earning-pages"
				title={ __( 'Top earning pages', 'google-site-kit' ) }
				service="adsense"
				state={ limitState }
			/>
		);
	}
	if ( error ) {
		return (
			<WidgetError
				error={ error }
				service={ sourceOf( 'adsense' ).name }
				onRetry={ retry }
			/>
		);
	}
	if ( ! report ) {
		return <WidgetLoading />;
	}
	if ( ! pages.length ) {
		return <NoData module="adsense" />;
	}
	const currency = currencyOf( report );
	const title = __( 'Top earning pages', 'google-site-kit' );
	const columns = [
		__( 'Page', 'google-site-kit' ),
		__( 'Earnings', 'google-site-kit' ),
		__( 'Page RPM', 'google-site-kit' ),
		__( 'Impressions', 'google-site-kit' ),
	];
	// The money columns name their currency: the file has raw amounts.
	const money = ( header: string ) =>
		currency ? `${ header } (${ currency })` : header;

	return (
		<ReportTable
			className="googlesitekit-top-earning-pages"
			title={ title }
			stale={ stale }
			columns={ columns }
			csv={ {
				name: 'top-earning-pages',
				title,
				dateRange,
				table: {
					columns: [
						columns[ 0 ],
						money( columns[ 1 ] ),
						money( columns[ 2 ] ),
						columns[ 3 ],
					],
					rows: pages.map( ( page ) => [
						page.url,
						page.earnings,
						page.rpm,
						page.impressions,
					] ),
				},
			} }
			source={ sourceOf( 'adsense' ) }
			notes={ <DataLimitNote service="adsense" state={ limitState } /> }
		>
			{ pages.map( ( page ) => (
				<tr key={ page.url }>
					<th scope="row">
						<PageLabel page={ page.url } />
					</th>
					<td>{ formatCurrency( page.earnings, currency ) }</td>
					<td>{ formatCurrency( page.rpm, currency ) }</td>
					<td>{ formatNumber( page.impressions ) }</td>
				</tr>
			) ) }
		</ReportTable>
	);
}
