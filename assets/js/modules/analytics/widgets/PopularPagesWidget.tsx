/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
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
import { siteStore } from '../../../datastore/site';
import {
	formatDuration,
	formatNumber,
	formatPercent,
} from '../../../util/numbers';
import type { WidgetProps } from '../../../widgets/components';
import {
	useModuleConnected,
	useModuleSetupURL,
} from '../../../widgets/common/hooks';
import GA4Notes from './GA4Notes';
import NoData from '../../../widgets/common/NoData';
import PageLabel from '../../../widgets/common/PageLabel';
import ReportTable from '../../../widgets/common/ReportTable';
import { decodeForDisplay } from '../../../widgets/common/urls';
import { sourceOf } from '../../../widgets/common/sources';
import {
	dimensionOf,
	isPlaceholderValue,
	metricOf,
	type GA4Report,
} from '../report';
import { useReport } from '../../../widgets/use-report';
import { getDateRangeDates } from '../../../util/dates';
import DataLimitNote, {
	DataLimitWidget,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';
import PageMetrics, { PAGE_METRICS } from './PageMetrics';

const ROWS = 10;

/**
 * A page title without the " – Site name" WordPress appends to it.
 *
 * @param title    Page title.
 * @param siteName Site name.
 */
export function shortTitle( title: string, siteName: string ): string {
	if ( ! siteName ) {
		return title;
	}
	for ( const separator of [ ' – ', ' - ', ' | ', ' — ' ] ) {
		const suffix = separator + siteName;
		if ( title.endsWith( suffix ) && title.length > suffix.length ) {
			return title.slice( 0, -suffix.length );
		}
	}
	return title;
}

/**
 * Popular pages (Analytics): the most viewed pages with their sessions,
 * engagement rate and average session duration, each linking to its own
 * dashboard. On an entity dashboard: that page's figures against the
 * previous period.
 *
 * @param props           Widget props.
 * @param props.dateRange
 * @param props.entityURL
 */
export default function PopularPagesWidget( {
	dateRange,
	entityURL,
}: WidgetProps ) {
	const connected = useModuleConnected( 'analytics' );
	const setupURL = useModuleSetupURL( 'analytics' );
	if ( connected === false ) {
		return (
			<WidgetConnectCTA
				service={ sourceOf( 'analytics' ).name }
				connectURL={ setupURL }
			/>
		);
	}
	if ( connected === undefined ) {
		return <WidgetLoading />;
	}
	return entityURL ? (
		<PageMetrics dateRange={ dateRange } entityURL={ entityURL } />
	) : (
		<PopularPagesTable dateRange={ dateRange } />
	);
}

/**
 * The table of the most viewed pages.
 *
 * @param props           Component props.
 * @param props.dateRange Date range.
 */
function PopularPagesTable( { dateRange }: { dateRange: string } ) {
	const siteName = useSelect(
		( select ) => select( siteStore ).getSiteName() || '',
		[]
	);
	const params = useMemo(
		() => ( {
			metrics: PAGE_METRICS,
			dimensions: [ 'pagePath', 'pageTitle' ],
			dateRange,
			orderby: [ { metric: 'screenPageViews', desc: true } ],
			limit: ROWS,
		} ),
		[ dateRange ]
	);
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const limitState = useServiceLimits( 'analytics', dates );
	const outside = outsideLimits( limitState );
	const { report, error, stale, retry } = useReport< GA4Report >(
		'analytics',
		'report',
		params,
		! outside
	);

	// The whole range is before the property was created: the note, not an empty table.
	if ( outside ) {
		return (
			<DataLimitWidget
				className="googlesitekit-popular-pages"
				title={ __( 'Popular pages', 'google-site-kit' ) }
				service="analytics"
				state={ limitState }
			/>
		);
	}
	if ( error ) {
		return (
			<WidgetError
				error={ error }
				service={ sourceOf( 'analytics' ).name }
				onRetry={ retry }
			/>
		);
	}
	if ( ! report ) {
		return <WidgetLoading />;
	}
	const rows = ( report.rows || [] ).filter(
		( row ) => metricOf( row, 0 ) > 0
	);
	if ( ! rows.length ) {
		return <NoData module="analytics" />;
	}

	const widgetTitle = __( 'Popular pages', 'google-site-kit' );
	const columns = [
		__( 'Page', 'google-site-kit' ),
		__( 'Views', 'google-site-kit' ),
		__( 'Sessions', 'google-site-kit' ),
		__( 'Engagement rate', 'google-site-kit' ),
		__( 'Session duration', 'google-site-kit' ),
	];
	return (
		<ReportTable
			className="googlesitekit-popular-pages"
			title={ widgetTitle }
			stale={ stale }
			columns={ columns }
			csv={ {
				name: 'popular-pages',
				title: widgetTitle,
				dateRange,
				// The page's title and its path, then the figures as GA4 gives them (a rate 0–1, seconds).
				table: {
					columns: [
						columns[ 0 ],
						__( 'Path', 'google-site-kit' ),
						...columns.slice( 1, 4 ),
						__( 'Session duration (seconds)', 'google-site-kit' ),
					],
					rows: rows.map( ( row ) => [
						shortTitle( dimensionOf( row, 1 ), siteName ),
						dimensionOf( row, 0 ),
						...[ 0, 1, 2, 3 ].map( ( index ) =>
							metricOf( row, index )
						),
					] ),
				},
			} }
			source={ sourceOf( 'analytics' ) }
			notes={
				<>
					<GA4Notes reports={ [ report ] } />
					<DataLimitNote service="analytics" state={ limitState } />
				</>
			}
		>
			{ rows.map( ( row ) => {
				const path = dimensionOf( row, 0 );
				const title = dimensionOf( row, 1 );
				return (
					<tr key={ `${ path }|${ title }` }>
						<th scope="row">
							<PageLabel
								page={ path }
								title={ shortTitle( title, siteName ) }
							/>
							{ ! isPlaceholderValue( path ) && (
								<span
									className="googlesitekit-table__secondary googlesitekit-clamp-2"
									title={ decodeForDisplay( path ) }
								>
									{ decodeForDisplay( path ) }
								</span>
							) }
						</th>
						<td>{ formatNumber( metricOf( row, 0 ) ) }</td>
						<td>{ formatNumber( metricOf( row, 1 ) ) }</td>
						<td>{ formatPercent( metricOf( row, 2 ) ) }</td>
						<td>{ formatDuration( metricOf( row, 3 ) ) }</td>
					</tr>
				);
			} ) }
		</ReportTable>
	);
}
