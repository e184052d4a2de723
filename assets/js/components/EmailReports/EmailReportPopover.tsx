/**
 * The "Get this by email" dialog, a chunk of its own (with the email reports store): EmailReportButton loads it on
 * first use.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { trapDialogKeys } from '../dialog-keys';
import OwnSubscriptionControl from './OwnSubscriptionControl';

export interface EmailReportPopoverProps {
	/** The dialog's id (the button's aria-controls). */
	id: string;
	/** Closes it; `returnFocus` false when the user clicked elsewhere (the focus goes there). */
	onClose: ( returnFocus?: boolean ) => void;
}

/**
 * A small non-modal dialog under the button: the focus moves in, Tab stays inside, Escape or Close closes it and
 * the focus returns to the button; a click outside, or the focus moving out, closes it too.
 *
 * @param props         Component props.
 * @param props.id
 * @param props.onClose
 */
export default function EmailReportPopover( {
	id,
	onClose,
}: EmailReportPopoverProps ) {
	const dialog = useRef< HTMLDivElement >( null );
	useEffect( () => {
		// The choices may have taken the focus already (the subscription was loaded before).
		const element = dialog.current;
		if (
			element &&
			! element.contains( element.ownerDocument.activeElement )
		) {
			element.focus();
		}
		const release = trapDialogKeys( () => dialog.current, onClose );
		const onPointerDown = ( event: MouseEvent ) => {
			// The button and the dialog share a wrapper: the button toggles by itself.
			const wrapper = dialog.current?.parentElement;
			if ( wrapper && ! wrapper.contains( event.target as Node ) ) {
				onClose( false );
			}
		};
		// Tab wraps round inside (trapDialogKeys), but Shift+Tab from a checked choice that is not the first leaves
		// the radio group: the focus reaching the button keeps the dialog open (the button toggles it), anything
		// further out closes it, the focus staying where it went.
		const onFocusOut = ( event: FocusEvent ) => {
			const next = event.relatedTarget as Node | null;
			const wrapper = dialog.current?.parentElement;
			if ( next && wrapper && ! wrapper.contains( next ) ) {
				onClose( false );
			}
		};
		element?.addEventListener( 'focusout', onFocusOut );
		document.addEventListener( 'mousedown', onPointerDown );
		return () => {
			release();
			element?.removeEventListener( 'focusout', onFocusOut );
			document.removeEventListener( 'mousedown', onPointerDown );
		};
	}, [ onClose ] );
	return (
		<div
			ref={ dialog }
			id={ id }
			className="googlesitekit-email-report-popover"
			role="dialog"
			aria-labelledby={ `${ id }-title` }
			tabIndex={ -1 }
		>
			<h2 id={ `${ id }-title` }>
				{ __( 'Get this report by email', 'google-site-kit' ) }
			</h2>
			<p className="googlesitekit-email-report-popover__intro">
				{ __(
					'A summary of the whole site’s figures, mailed to you on the first day of each period.',
					'google-site-kit'
				) }
			</p>
			<OwnSubscriptionControl focusOnLoad />
			<div className="googlesitekit-email-report-popover__actions">
				<button
					type="button"
					className="button-link"
					onClick={ () => onClose() }
				>
					{ __( 'Close', 'google-site-kit' ) }
				</button>
			</div>
		</div>
	);
}
