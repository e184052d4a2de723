/**
 * The keyboard of a modal dialog: Escape closes it, Tab and Shift+Tab stay inside it.
 */

const FOCUSABLE =
	'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';

/**
 * On Tab or Shift+Tab at the last or first focusable element of a dialog, moves the focus round to the other end, so
 * it stays inside.
 *
 * @param element   The dialog element.
 * @param event     The key press (a DOM or React keyboard event).
 * @param focusable Selector of the elements Tab stops at.
 */
export function keepFocusInside(
	element: HTMLElement,
	event: Pick< KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' >,
	focusable: string = FOCUSABLE
): void {
	if ( event.key !== 'Tab' ) {
		return;
	}
	const stops = Array.from(
		element.querySelectorAll< HTMLElement >( focusable )
	);
	const first = stops[ 0 ];
	const last = stops[ stops.length - 1 ];
	const active = element.ownerDocument.activeElement;
	if ( event.shiftKey && active === first ) {
		event.preventDefault();
		last?.focus();
	} else if ( ! event.shiftKey && active === last ) {
		event.preventDefault();
		first?.focus();
	}
}

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
		if ( element ) {
			keepFocusInside( element, event );
		}
	};
	document.addEventListener( 'keydown', onKey );
	return () => document.removeEventListener( 'keydown', onKey );
}
