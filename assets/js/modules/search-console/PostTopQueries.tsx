/**
 * The block editor panel's top search queries of the post (a part of Search Console's, `post-panel.tsx`): the
 * queries leading to the page over the range, most clicked first, with Search Console's note when the range is
 * older than the 16 months it keeps.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditorSectionProps } from '../../components/EditorPanel/types';
import { SourceLink } from '../../widgets/common/DataBlock';
import { sourceState } from '../../components/Summary/blocks';
import { formatNumber } from '../../util/numbers';
import { getDateRangeDates } from '../../util/dates';
import { useReport } from '../../widgets/use-report';
import DataLimitNote, {
	outsideLimits,
	useServiceLimits,
} from '../../widgets/common/DataLimitNote';
import type { SearchConsoleReport } from './report';
import { service } from './service';

/** How many search queries the panel lists. */
export const TOP_QUERIES = 3;

/**
 * The top search queries leading to the page over the range, most clicked first; Search Console's short note when
 * the range is older than the 16 months it keeps (instead of "no queries"), or partly older.
 *
 * @param props           Component props.
 * @param props.url       The page.
 * @param props.dateRange Range key.
 */
export default function PostTopQueries( {
	url,
	dateRange,
}: EditorSectionProps ) {
	const params = useMemo(
		() => ( { dimensions: 'query', dateRange, url, limit: TOP_QUERIES } ),
		[ dateRange, url ]
	);
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const limits = useServiceLimits( 'search-console', dates );
	const outside = outsideLimits( limits );
	const state = useReport< SearchConsoleReport >(
		'search-console',
		'searchanalytics',
		params,
		! outside
	);
	// Only the range matters to a list: a compare period too old says nothing here.
	const rangeLimits =
		limits.limits && limits.limits.current !== 'full'
			? {
					...limits,
					limits: { ...limits.limits, compare: 'off' as const },
			  }
			: null;
	const rows = ( state.report?.rows || [] ).slice( 0, TOP_QUERIES );
	return (
		<div className="googlesitekit-editor-panel__queries">
			<h3 className="googlesitekit-editor-panel__subtitle">
				{ __( 'Top search queries', 'google-site-kit' ) }
			</h3>
			{ rangeLimits && (
				<DataLimitNote
					service="search-console"
					state={ rangeLimits }
					compact
				/>
			) }
			{ ! outside &&
				( sourceState( state, 'search-console' ) ||
					( rows.length ? (
						<ol className="googlesitekit-editor-panel__query-list">
							{ rows.map( ( row ) => (
								<li key={ row.keys?.[ 0 ] }>
									<span className="googlesitekit-editor-panel__query">
										{ row.keys?.[ 0 ] }
									</span>
									<span className="googlesitekit-editor-panel__query-clicks">
										{ sprintf(
											/* translators: %s: number of clicks */
											__(
												'%s clicks',
												'google-site-kit'
											),
											formatNumber( row.clicks )
										) }
									</span>
								</li>
							) ) }
						</ol>
					) : (
						<p>
							{ __(
								'No search queries led to this page in this period.',
								'google-site-kit'
							) }
						</p>
					) ) ) }
			<SourceLink source={ service.source } />
		</div>
	);
}
