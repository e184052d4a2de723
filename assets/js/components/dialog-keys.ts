/**
 * The keyboard of a modal dialog: Escape closes it, Tab and Shift+Tab stay inside it.
 */

const FOCUSABLE =
	'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';

/**
 * Listens for the dialog's keys on the document until the returned function is called.
 *
 * @param dialog  The dialog element (read on each key press, so a ref's current element).
 * @param onClose Called on Escape.
 * @return Removes the listener.
 */
export function trapDialogKeys(
	dialog: () => HTMLElement | null,
	onClose: () => void
): () => void {
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			onClose();
			return;
		}
		const element = dialog();
		if ( event.key === 'Tab' && element ) {
			const focusable = Array.from(
				element.querySelectorAll< HTMLElement >( FOCUSABLE )
			);
			const first = focusable[ 0 ];
			const last = focusable[ focusable.length - 1 ];
			const active = element.ownerDocument.activeElement;
			if ( event.shiftKey && active === first ) {
				event.preventDefault();
				last?.focus();
			} else if ( ! event.shiftKey && active === last ) {
				event.preventDefault();
				first?.focus();
			}
		}
	};
	document.addEventListener( 'keydown', onKey );
	return () => document.removeEventListener( 'keydown', onKey );
}
