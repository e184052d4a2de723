/**
 * A cell of the posts list's "Site Kit" column: the post's views and Search clicks over the user's range, each with
 * a sparkline and a link to the post's entity dashboard. Two lines whatever the state (figures, a service the user
 * does not get, an error, no figures), so the row keeps the height the server's placeholder reserved.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../../util/numbers';
import { formatDateTime, toIntlLocale } from '../../util/locale';
import { trendOf, trendText } from './trend';
import type {
	PostFigures,
	PostStats,
	PostStatsError,
	PostStatsService,
} from './types';

const WIDTH = 36;
const HEIGHT = 14;

/**
 * A tiny line chart of a daily series, with its direction in words as its text alternative.
 *
 * @param props        Props.
 * @param props.values A value per day, oldest first.
 */
export function Sparkline( { values }: { values: number[] } ) {
	const label = trendText( trendOf( values ) );
	const max = Math.max( 0, ...values );
	const step = values.length > 1 ? WIDTH / ( values.length - 1 ) : 0;
	const points = values
		.map( ( value, index ) => {
			const x = values.length > 1 ? index * step : WIDTH / 2;
			// 1 px margin top and bottom, so the stroke is never cut.
			const y =
				max > 0 ? 1 + ( HEIGHT - 2 ) * ( 1 - value / max ) : HEIGHT - 1;
			return `${ x.toFixed( 1 ) },${ y.toFixed( 1 ) }`;
		} )
		.join( ' ' );
	return (
		<svg
			className="googlesitekit-post-stats__sparkline"
			width={ WIDTH }
			height={ HEIGHT }
			viewBox={ `0 0 ${ WIDTH } ${ HEIGHT }` }
			role="img"
			aria-label={ label }
			focusable="false"
		>
			<title>{ label }</title>
			<polyline
				points={ points }
				fill="none"
				stroke="currentColor"
				strokeWidth="1.5"
				strokeLinejoin="round"
				strokeLinecap="round"
			/>
		</svg>
	);
}

interface Figure {
	service: PostStatsService;
	value: number | null;
	trend: number[] | null;
}

const SERVICE_NAMES: Record< PostStatsService, () => string > = {
	analytics: () => __( 'Analytics', 'google-site-kit' ),
	'search-console': () => __( 'Search Console', 'google-site-kit' ),
};

/**
 * "1.2K views" / "56 Search clicks".
 *
 * @param service The service.
 * @param value   The figure.
 */
function figureText( service: PostStatsService, value: number ): string {
	const formatted = formatNumber( value );
	return service === 'analytics'
		? sprintf(
				/* translators: %s: number of views, e.g. "1.2K". */
				_n( '%s view', '%s views', value, 'google-site-kit' ),
				formatted
		  )
		: sprintf(
				/* translators: %s: number of clicks from Google Search, e.g. "56". */
				_n(
					'%s Search click',
					'%s Search clicks',
					value,
					'google-site-kit'
				),
				formatted
		  );
}

/**
 * A figure as the narrow column shows it: "1.2K views" / "56 clicks" (the column's header and the link's full name,
 * figureText(), say the clicks are from Google Search).
 *
 * @param service The service.
 * @param value   The figure.
 */
function shortFigureText( service: PostStatsService, value: number ): string {
	if ( service === 'analytics' ) {
		return figureText( service, value );
	}
	return sprintf(
		/* translators: %s: number of clicks from Google Search, e.g. "56" (shown in the narrow posts list column). */
		_n( '%s click', '%s clicks', value, 'google-site-kit' ),
		formatNumber( value )
	);
}

/**
 * The name of a figure, for the lines that show none: "Views" / "Search clicks".
 *
 * @param service The service.
 */
function figureName( service: PostStatsService ): string {
	return service === 'analytics'
		? __( 'Views', 'google-site-kit' )
		: __( 'Search clicks', 'google-site-kit' );
}

interface LineProps {
	figure: Figure;
	stats: PostStats;
	dashboardURL: string;
}

/**
 * One figure's line.
 *
 * @param props              Props.
 * @param props.figure       The figure.
 * @param props.stats        The whole answer (services, errors, stale copies).
 * @param props.dashboardURL The post's entity dashboard.
 */
function FigureLine( { figure, stats, dashboardURL }: LineProps ) {
	const { service, value, trend } = figure;
	const error: PostStatsError | undefined = stats.errors[ service ];
	if ( error ) {
		const text = sprintf(
			/* translators: 1: "Views" or "Search clicks"; 2: the error Google or the site gave. */
			__( '%1$s could not be loaded: %2$s', 'google-site-kit' ),
			figureName( service ),
			error.message
		);
		return (
			<span
				className="googlesitekit-post-stats__line googlesitekit-post-stats__line--error"
				title={ text }
			>
				<span aria-hidden="true">
					{ sprintf(
						/* translators: %s: "Views" or "Search clicks". */
						__( '%s unavailable', 'google-site-kit' ),
						figureName( service )
					) }
				</span>
				<span className="screen-reader-text">{ text }</span>
			</span>
		);
	}
	if ( ! stats.services[ service ] || value === null ) {
		const text = sprintf(
			/* translators: 1: "Views" or "Search clicks"; 2: the service, e.g. "Analytics". */
			__(
				'%1$s: not shown, %2$s is not connected or not shared with you.',
				'google-site-kit'
			),
			figureName( service ),
			SERVICE_NAMES[ service ]()
		);
		return (
			<span
				className="googlesitekit-post-stats__line googlesitekit-post-stats__line--none"
				title={ text }
			>
				<span aria-hidden="true">—</span>
				<span className="screen-reader-text">{ text }</span>
			</span>
		);
	}
	const staleSince = stats.stale[ service ];
	const staleText = staleSince
		? sprintf(
				/* translators: %s: date and time of the copy. */
				__(
					'Google did not answer: figures of %s.',
					'google-site-kit'
				),
				formatDateTime( Date.parse( staleSince ) / 1000 )
		  )
		: '';
	return (
		<span
			className={ `googlesitekit-post-stats__line googlesitekit-post-stats__line--${ service }${
				staleSince ? ' googlesitekit-post-stats__line--stale' : ''
			}` }
		>
			<a
				className="googlesitekit-post-stats__link"
				href={ dashboardURL }
				title={ new Intl.NumberFormat( toIntlLocale() ).format(
					value
				) }
			>
				<span className="googlesitekit-post-stats__value">
					<span aria-hidden="true">
						{ shortFigureText( service, value ) }
					</span>
					<span className="screen-reader-text">
						{ figureText( service, value ) }
					</span>
				</span>
				{ trend && trend.length > 1 && (
					<>
						{ ' ' }
						<Sparkline values={ trend } />
					</>
				) }
				{ staleSince && (
					<>
						{ ' ' }
						<span
							className="googlesitekit-post-stats__stale"
							title={ staleText }
						>
							<span aria-hidden="true">
								{ __( 'older', 'google-site-kit' ) }
							</span>
							<span className="screen-reader-text">
								{ staleText }
							</span>
						</span>
					</>
				) }
			</a>
		</span>
	);
}

export interface PostStatsCellProps {
	/** The answer of post-stats; undefined while the request failed. */
	stats?: PostStats;
	/** The post's figures (not in the answer: Google has none for it, e.g. a post on a plain permalink). */
	post?: PostFigures;
	/** The request's error, in plain words. */
	requestError?: string;
}

/**
 * The cell.
 *
 * @param props              Props.
 * @param props.stats        The answer of post-stats.
 * @param props.post         The post's figures.
 * @param props.requestError The request's error.
 */
export default function PostStatsCell( {
	stats,
	post,
	requestError,
}: PostStatsCellProps ) {
	if ( requestError !== undefined || ! stats ) {
		const text = sprintf(
			/* translators: %s: the error. */
			__( 'Figures could not be loaded: %s', 'google-site-kit' ),
			requestError || __( 'unknown error', 'google-site-kit' )
		);
		return (
			<>
				<span
					className="googlesitekit-post-stats__line googlesitekit-post-stats__line--error"
					title={ text }
				>
					<span aria-hidden="true">
						{ __( 'Figures unavailable', 'google-site-kit' ) }
					</span>
					<span className="screen-reader-text">{ text }</span>
				</span>
				<span className="googlesitekit-post-stats__line" />
			</>
		);
	}
	if ( ! post ) {
		return (
			<>
				<span className="googlesitekit-post-stats__line googlesitekit-post-stats__line--none">
					<span aria-hidden="true">—</span>
					<span className="screen-reader-text">
						{ __(
							'No figures: Google does not report on this post’s address.',
							'google-site-kit'
						) }
					</span>
				</span>
				<span className="googlesitekit-post-stats__line" />
			</>
		);
	}
	const figures: Figure[] = [
		{
			service: 'analytics',
			value: post.views,
			trend: post.viewsTrend,
		},
		{
			service: 'search-console',
			value: post.clicks,
			trend: post.clicksTrend,
		},
	];
	return (
		<>
			{ figures.map( ( figure ) => (
				<FigureLine
					key={ figure.service }
					figure={ figure }
					stats={ stats }
					dashboardURL={ post.dashboardURL }
				/>
			) ) }
		</>
	);
}
