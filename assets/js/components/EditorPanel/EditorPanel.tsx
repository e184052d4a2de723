/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { userStore } from '../../datastore/user';
import type { SearchConsoleReport } from '../../modules/search-console/report';
import { formatNumber } from '../../util/numbers';
import { getDateRangeDates } from '../../util/dates';
import { getRangeLabel, toRangeKey } from '../../util/date-range';
import { useReport } from '../../widgets/use-report';
import { SOURCES } from '../../widgets/common/sources';
import DataLimitNote, {
	outsideLimits,
	useServiceLimits,
} from '../../widgets/common/DataLimitNote';
import { SourceLink } from '../../widgets/common/DataBlock';
import { sourceState } from '../Summary/blocks';
import SummaryFigures, { type SummaryFigure } from '../Summary/SummaryFigures';
import { CompareModeContext } from '../../widgets/hooks/compare-mode';
import IndexStatus, {
	type IndexStatusTarget,
} from '../IndexStatus/IndexStatus';

/** How many search queries the panel lists. */
export const TOP_QUERIES = 3;

/** The services the panel reads, as the server allowed them for this user (view-only: the shared ones). */
export interface EditorServices {
	analytics?: boolean;
	'search-console'?: boolean;
	'url-inspection'?: boolean;
}

export interface EditorPanelProps {
	postID: number;
	/** WordPress's post status: figures are shown for published posts only. */
	status: string;
	/** The post's permalink. */
	link: string;
	/** Defaults to the boot data's. */
	services?: EditorServices;
}

/**
 * The top search queries leading to the page over the range, most clicked first; Search Console's short note when
 * the range is older than the 16 months it keeps (instead of "no queries"), or partly older.
 *
 * @param props           Component props.
 * @param props.url       The page.
 * @param props.dateRange Range key.
 */
function TopQueries( { url, dateRange }: { url: string; dateRange: string } ) {
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
			<SourceLink source={ SOURCES[ 'search-console' ] } />
		</div>
	);
}

/**
 * The block editor's "Site Kit" panel content: a published post's views, visitors (GA4 totalUsers), Search clicks
 * and impressions with their change over the user's saved range, its top search queries, its index status and a link
 * to its entity dashboard. Mounted only when the panel is open, so nothing is requested before.
 *
 * @param props          Component props.
 * @param props.postID   Post ID.
 * @param props.status   Post status.
 * @param props.link     Permalink.
 * @param props.services Readable services.
 */
export default function EditorPanel( {
	postID,
	status,
	link,
	services = getBaseData().editorServices || {},
}: EditorPanelProps ) {
	const range = useSelect(
		( select ) => select( userStore ).getDateRange(),
		[]
	);
	const target = useMemo< IndexStatusTarget >(
		() => ( { postID } ),
		[ postID ]
	);
	if ( status !== 'publish' ) {
		return (
			<p className="googlesitekit-editor-panel__note">
				{ __(
					'Site Kit shows this post’s statistics and index status once it is published.',
					'google-site-kit'
				) }
			</p>
		);
	}
	const figures: SummaryFigure[] = [
		...( services.analytics ? ( [ 'views', 'visitors' ] as const ) : [] ),
		...( services[ 'search-console' ]
			? ( [ 'clicks', 'impressions' ] as const )
			: [] ),
	];
	const dateRange = toRangeKey( range );
	const dashboardURL = addQueryArgs( getBaseData().pages?.dashboard || '', {
		permaLink: link,
	} );

	return (
		<div className="googlesitekit-plugin googlesitekit-editor-panel">
			{ figures.length > 0 ? (
				<>
					<p className="googlesitekit-editor-panel__range">
						{ getRangeLabel( range.dateRange ) }
					</p>
					<CompareModeContext.Provider value={ range.compare }>
						<SummaryFigures
							figures={ figures }
							url={ link }
							dateRange={ dateRange }
							enabled
						/>
					</CompareModeContext.Provider>
				</>
			) : (
				<p className="googlesitekit-editor-panel__note">
					{ __(
						'No statistics are shared with you yet.',
						'google-site-kit'
					) }
				</p>
			) }
			{ services[ 'search-console' ] && (
				<TopQueries url={ link } dateRange={ dateRange } />
			) }
			{ services[ 'url-inspection' ] && (
				<IndexStatus target={ target } headingLevel={ 3 } />
			) }
			<p className="googlesitekit-editor-panel__more">
				<a href={ dashboardURL }>
					{ __( 'View all of this post’s stats', 'google-site-kit' ) }
				</a>
			</p>
		</div>
	);
}
