/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

interface ProgressProps {
	/** What is under way, e.g. "Loading your accounts…". */
	label: string;
}

/**
 * An indeterminate progress bar with the step it stands for.
 *
 * @param props       Component props.
 * @param props.label
 */
export default function Progress( { label }: ProgressProps ) {
	const id = useId();
	return (
		<div className="googlesitekit-module-progress">
			<div
				className="googlesitekit-module-progress__bar"
				role="progressbar"
				aria-labelledby={ id }
			/>
			<p id={ id } className="googlesitekit-module-progress__label">
				{ label }
			</p>
		</div>
	);
}
