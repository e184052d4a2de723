/**
 * One line of a posts list cell: a module's figure for the post, as a link to the post's entity dashboard with its
 * sparkline (marked when it is an older copy), or in words why it is not shown (the module failed, or the user does
 * not get it).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../../util/numbers';
import { formatDateTime, toIntlLocale } from '../../util/locale';
import MessageLine from './MessageLine';
import Sparkline from './Sparkline';
import type { PostFigureLine, PostFigures, PostStats } from './types';

/**
 * A figure of the post: a number, or null when the module was not read.
 *
 * @param post The post's figures.
 * @param key  The figure's key.
 */
function numberOf( post: PostFigures, key: string ): number | null {
	const value = post[ key ];
	return typeof value === 'number' ? value : null;
}

/**
 * A daily trend of the post, or null.
 *
 * @param post The post's figures.
 * @param key  The trend's key.
 */
function seriesOf( post: PostFigures, key: string ): number[] | null {
	const value = post[ key ];
	return Array.isArray( value ) ? value : null;
}

interface FigureLineProps {
	line: PostFigureLine;
	stats: PostStats;
	post: PostFigures;
}

/**
 * One figure's line.
 *
 * @param props       Props.
 * @param props.line  The module's figure.
 * @param props.stats The whole answer (services, errors, stale copies).
 * @param props.post  The post's figures.
 */
export default function FigureLine( { line, stats, post }: FigureLineProps ) {
	const { service } = line;
	const value = numberOf( post, line.figure );
	const trend = seriesOf( post, `${ line.figure }Trend` );
	const error = stats.errors[ service ];
	if ( error ) {
		const text = sprintf(
			/* translators: 1: "Views" or "Search clicks"; 2: the error Google or the site gave. */
			__( '%1$s could not be loaded: %2$s', 'google-site-kit' ),
			line.name(),
			error.message
		);
		return (
			<MessageLine
				kind="error"
				shown={ sprintf(
					/* translators: %s: "Views" or "Search clicks". */
					__( '%s unavailable', 'google-site-kit' ),
					line.name()
				) }
				text={ text }
				title={ text }
			/>
		);
	}
	if ( ! stats.services[ service ] || value === null ) {
		const text = sprintf(
			/* translators: 1: "Views" or "Search clicks"; 2: the name of the Google service the figure comes from. */
			__(
				'%1$s: not shown, %2$s is not connected or not shared with you.',
				'google-site-kit'
			),
			line.name(),
			line.serviceName()
		);
		return (
			<MessageLine kind="none" shown="—" text={ text } title={ text } />
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
	const formatted = formatNumber( value );
	return (
		<span
			className={ `googlesitekit-post-stats__line googlesitekit-post-stats__line--${ service }${
				staleSince ? ' googlesitekit-post-stats__line--stale' : ''
			}` }
		>
			<a
				className="googlesitekit-post-stats__link"
				href={ post.dashboardURL }
				title={ new Intl.NumberFormat( toIntlLocale() ).format(
					value
				) }
			>
				<span className="googlesitekit-post-stats__value">
					<span aria-hidden="true">
						{ ( line.shortText || line.text )( value, formatted ) }
					</span>
					<span className="screen-reader-text">
						{ line.text( value, formatted ) }
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
