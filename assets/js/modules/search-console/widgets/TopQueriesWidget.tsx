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
import {
	formatNumber,
	formatPercent,
	formatPosition,
} from '../../../util/numbers';
import type { WidgetProps } from '../../../widgets/components';
import {
	useModuleConnected,
	useModuleSetupURL,
} from '../../../widgets/common/hooks';
import ReportTable from '../../../widgets/common/ReportTable';
import { sourceOf } from '../../../widgets/common/sources';
import NoData from '../../../widgets/common/NoData';
import PageLabel from '../../../widgets/common/PageLabel';
import type { SearchConsoleReport } from '../report';
import { useReport } from '../../../widgets/use-report';
import { getDateRangeDates } from '../../../util/dates';
import DataLimitNote, {
	DataLimitWidget,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';

const ROWS = 10;

/**
 * Top search queries (Search Console): clicks, impressions, CTR and average
 * position. On the main dashboard each query names the page it leads to,
 * linking to that page's dashboard; on an entity dashboard the queries are
 * those leading to that page.
 *
 * @param props           Widget props.
 * @param props.dateRange
 * @param props.entityURL
 */
export default function TopQueriesWidget( {
	dateRange,
	entityURL,
}: WidgetProps ) {
	const connected = useModuleConnected( 'search-console' );
	const setupURL = useModuleSetupURL( 'search-console' );
	const params = useMemo(
		() =>
			entityURL
				? {
						dimensions: 'query',
						dateRange,
						url: entityURL,
						limit: ROWS,
				  }
				: { dimensions: [ 'query', 'page' ], dateRange, limit: ROWS },
		[ dateRange, entityURL ]
	);
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const limitState = useServiceLimits( 'search-console', dates );
	const outside = outsideLimits( limitState );
	const { report, error, stale, retry } = useReport< SearchConsoleReport >(
		'search-console',
		'searchanalytics',
		params,
		connected === true && ! outside
	);
	const title = entityURL
		? __( 'Top search queries for this page', 'google-site-kit' )
		: __( 'Top search queries', 'google-site-kit' );

	if ( connected === false ) {
		return (
			<WidgetConnectCTA
				service={ sourceOf( 'search-console' ).name }
				connectURL={ setupURL }
			/>
		);
	}
	// The whole range is older than Search Console keeps: the note, not an empty table.
	if ( outside ) {
		return (
			<DataLimitWidget
				className="googlesitekit-top-queries"
				title={ title }
				service="search-console"
				state={ limitState }
			/>
		);
	}
	if ( error ) {
		return (
			<WidgetError
				error={ error }
				service={ sourceOf( 'search-console' ).name }
				onRetry={ retry }
			/>
		);
	}
	if ( ! report ) {
		return <WidgetLoading />;
	}
	const rows = report.rows || [];
	if ( ! rows.length ) {
		return <NoData module="search-console" entityURL={ entityURL } />;
	}
	const headers = [
		__( 'Clicks', 'google-site-kit' ),
		__( 'Impressions', 'google-site-kit' ),
		__( 'CTR', 'google-site-kit' ),
		__( 'Position', 'google-site-kit' ),
	];

	return (
		<ReportTable
			className="googlesitekit-top-queries"
			title={ title }
			stale={ stale }
			notes={
				<DataLimitNote service="search-console" state={ limitState } />
			}
			columns={ [
				__( 'Query', 'google-site-kit' ),
				headers[ 0 ],
				headers[ 1 ],
				<abbr
					key="ctr"
					title={ __( 'Click-through rate', 'google-site-kit' ) }
				>
					{ headers[ 2 ] }
				</abbr>,
				headers[ 3 ],
			] }
			source={ sourceOf( 'search-console' ) }
			csv={ {
				name: 'top-queries',
				title,
				dateRange,
				entityURL,
				// The query (and on the main dashboard its page), then Google's figures (CTR 0–1).
				table: {
					columns: [
						__( 'Query', 'google-site-kit' ),
						...( entityURL
							? []
							: [ __( 'Page', 'google-site-kit' ) ] ),
						...headers,
					],
					rows: rows.map( ( row ) => [
						...( row.keys || [] ).slice( 0, entityURL ? 1 : 2 ),
						row.clicks,
						row.impressions,
						row.ctr,
						row.position,
					] ),
				},
			} }
		>
			{ rows.map( ( row ) => {
				const [ query, page ] = row.keys || [];
				return (
					<tr key={ ( row.keys || [] ).join( '|' ) }>
						<th scope="row">
							<span
								className="googlesitekit-table__primary googlesitekit-clamp-2"
								title={ query }
							>
								{ query }
							</span>
							{ page && (
								<PageLabel
									page={ page }
									className="googlesitekit-table__secondary"
								/>
							) }
						</th>
						<td>{ formatNumber( row.clicks ) }</td>
						<td>{ formatNumber( row.impressions ) }</td>
						<td>{ formatPercent( row.ctr ) }</td>
						<td>{ formatPosition( row.position ) }</td>
					</tr>
				);
			} ) }
		</ReportTable>
	);
}
