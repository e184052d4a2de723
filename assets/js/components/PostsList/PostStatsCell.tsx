/**
 * A cell of the posts list's "Site Kit" column: a line per module's figure for the post (e.g. its views and Search
 * clicks over the user's range), each with a sparkline and a link to the post's entity dashboard. As many lines
 * whatever the state (figures, a service the user does not get, an error, no figures), so the row keeps the height
 * the server's placeholder reserved.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import FigureLine from './FigureLine';
import MessageLine from './MessageLine';
import type { PostFigureLine, PostFigures, PostStats } from './types';

export interface PostStatsCellProps {
	/** The modules' figures, a line each, in order (`modules/post-figures.ts`). */
	figures: PostFigureLine[];
	/** The answer of post-stats; undefined while the request failed. */
	stats?: PostStats;
	/** The post's figures (not in the answer: Google has none for it, e.g. a post on a plain permalink). */
	post?: PostFigures;
	/** The request's error, in plain words. */
	requestError?: string;
}

/**
 * Empty lines after a cell's one message, so that it keeps a line per figure.
 *
 * @param props       Props.
 * @param props.count How many.
 */
function BlankLines( { count }: { count: number } ) {
	return (
		<>
			{ Array.from( { length: Math.max( 0, count ) }, ( _, index ) => (
				<span
					key={ index }
					className="googlesitekit-post-stats__line"
				/>
			) ) }
		</>
	);
}

/**
 * The cell.
 *
 * @param props              Props.
 * @param props.figures      The modules' figures.
 * @param props.stats        The answer of post-stats.
 * @param props.post         The post's figures.
 * @param props.requestError The request's error.
 */
export default function PostStatsCell( {
	figures,
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
				<MessageLine
					kind="error"
					shown={ __( 'Figures unavailable', 'google-site-kit' ) }
					text={ text }
					title={ text }
				/>
				<BlankLines count={ figures.length - 1 } />
			</>
		);
	}
	if ( ! post ) {
		return (
			<>
				<MessageLine
					kind="none"
					shown="—"
					text={ __(
						'No figures: Google does not report on this post’s address.',
						'google-site-kit'
					) }
				/>
				<BlankLines count={ figures.length - 1 } />
			</>
		);
	}
	return (
		<>
			{ figures.map( ( line ) => (
				<FigureLine
					key={ line.service }
					line={ line }
					stats={ stats }
					post={ post }
				/>
			) ) }
		</>
	);
}
