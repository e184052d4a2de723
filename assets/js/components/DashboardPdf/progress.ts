/**
 * The visible, announced progress while the PDF is prepared: "Preparing the PDF… 3 of 7 sections ready", a bar,
 * and Cancel. Never printed.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The progress sentence.
 *
 * @param ready Sections ready.
 * @param total All sections.
 */
export function progressText( ready: number, total: number ): string {
	return sprintf(
		/* translators: 1: sections ready, 2: all sections */
		_n(
			'Preparing the PDF… %1$d of %2$d section ready',
			'Preparing the PDF… %1$d of %2$d sections ready',
			total,
			'google-site-kit'
		),
		ready,
		total
	);
}

export interface Progress {
	element: HTMLElement;
	update: ( ready: number, total: number ) => void;
	/** Says that the PDF could not be prepared (the message stays until the next try). */
	fail: () => void;
	remove: () => void;
}

/**
 * Shows the progress after an element (the button).
 *
 * @param after    Where it shows.
 * @param onCancel Called when the person cancels.
 */
export function showProgress( after: Element, onCancel: () => void ): Progress {
	// A message left by an earlier try goes.
	after.parentElement
		?.querySelector( '.googlesitekit-pdf-progress' )
		?.remove();
	const element = document.createElement( 'div' );
	element.className = 'googlesitekit-pdf-progress googlesitekit-print-hide';
	const status = document.createElement( 'p' );
	status.className = 'googlesitekit-pdf-progress__text';
	status.setAttribute( 'role', 'status' );
	status.setAttribute( 'aria-live', 'polite' );
	status.textContent = __( 'Preparing the PDF…', 'google-site-kit' );
	const bar = document.createElement( 'progress' );
	bar.className = 'googlesitekit-pdf-progress__bar';
	// The sentence says it; the bar is for the eye.
	bar.setAttribute( 'aria-hidden', 'true' );
	const cancel = document.createElement( 'button' );
	cancel.type = 'button';
	cancel.className = 'button-link googlesitekit-pdf-progress__cancel';
	cancel.textContent = __( 'Cancel', 'google-site-kit' );
	cancel.addEventListener( 'click', onCancel );
	element.append( status, bar, cancel );
	after.after( element );
	let shown = '';
	return {
		element,
		update( ready, total ) {
			const text = progressText( ready, total );
			// Only a change is written (and so announced), not every check.
			if ( text !== shown ) {
				shown = text;
				status.textContent = text;
				bar.max = Math.max( total, 1 );
				bar.value = ready;
			}
		},
		fail() {
			status.textContent = __(
				'The PDF could not be prepared. Check your connection and try again.',
				'google-site-kit'
			);
			bar.remove();
			cancel.remove();
		},
		remove() {
			element.remove();
		},
	};
}
