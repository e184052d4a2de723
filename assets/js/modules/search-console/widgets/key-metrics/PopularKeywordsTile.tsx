/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import { formatPercent } from '../../../../util/numbers';
import type { WidgetProps } from '../../../../widgets/components';
import KeyMetricTile from '../../../../widgets/common/KeyMetricTile';
import { TileTopList, TOP_ROWS } from '../../../../widgets/common/tile-shapes';
import { useTileReport } from '../../../../widgets/common/tile-report';
import type { SearchConsoleReport, SearchConsoleRow } from '../../report';

/** The top queries (by clicks, Search Console's order) the best CTRs are picked from. */
export const TOP_QUERIES = 10;

/**
 * The queries with the best click-through rate among the top queries, best first.
 *
 * @param report Search Console report of queries.
 */
export function bestCTRQueries(
	report: SearchConsoleReport
): SearchConsoleRow[] {
	return ( report.rows || [] )
		.slice( 0, TOP_QUERIES )
		.filter( ( row ) => row.impressions > 0 && row.keys?.[ 0 ] )
		.sort(
			( a, b ) =>
				b.ctr - a.ctr ||
				b.clicks - a.clicks ||
				( a.keys?.[ 0 ] || '' ).localeCompare( b.keys?.[ 0 ] || '' )
		)
		.slice( 0, TOP_ROWS );
}

/**
 * Top performing keywords: the best click-through rates among the top queries.
 *
 * @param props           Widget props.
 * @param props.dateRange
 */
export default function PopularKeywordsTile( { dateRange }: WidgetProps ) {
	const params = useMemo(
		() => ( { dimensions: 'query', dateRange, limit: TOP_QUERIES } ),
		[ dateRange ]
	);
	const state = useTileReport< SearchConsoleReport >(
		'search-console',
		'searchanalytics',
		params
	);
	const rows = state.report ? bestCTRQueries( state.report ) : [];
	const title = __( 'Top performing keywords', 'google-site-kit' );
	const valueHeader = __( 'Click-through rate', 'google-site-kit' );
	return (
		<KeyMetricTile
			slug={ TILES.popularKeywords }
			title={ title }
			module="search-console"
			state={ state }
			hasData={ rows.length > 0 }
			csv={ {
				name: TILES.popularKeywords,
				title,
				dateRange,
				table: {
					columns: [ __( 'Query', 'google-site-kit' ), valueHeader ],
					rows: rows.map( ( row ) => [ row.keys?.[ 0 ], row.ctr ] ),
				},
			} }
		>
			<TileTopList
				valueHeader={ valueHeader }
				rows={ rows.map( ( row ) => ( {
					key: row.keys?.[ 0 ] || '',
					label: (
						<span className="googlesitekit-clamp-2">
							{ row.keys?.[ 0 ] }
						</span>
					),
					value: formatPercent( row.ctr ),
				} ) ) }
			/>
		</KeyMetricTile>
	);
}
