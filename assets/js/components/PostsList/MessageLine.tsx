/**
 * A line of a posts list cell that shows no figure: a short mark for the eye ("Views unavailable", "—") and the
 * whole message for screen readers (and as its tooltip when given).
 */

interface MessageLineProps {
	/** The line's modifier: an error, or nothing to show. */
	kind: 'error' | 'none';
	/** What the eye sees. */
	shown: string;
	/** The whole message, for screen readers. */
	text: string;
	/** Its tooltip. */
	title?: string;
}

/**
 * The line.
 *
 * @param props       Props.
 * @param props.kind  Error, or nothing to show.
 * @param props.shown What the eye sees.
 * @param props.text  The whole message.
 * @param props.title Its tooltip.
 */
export default function MessageLine( {
	kind,
	shown,
	text,
	title,
}: MessageLineProps ) {
	return (
		<span
			className={ `googlesitekit-post-stats__line googlesitekit-post-stats__line--${ kind }` }
			title={ title }
		>
			<span aria-hidden="true">{ shown }</span>
			<span className="screen-reader-text">{ text }</span>
		</span>
	);
}
