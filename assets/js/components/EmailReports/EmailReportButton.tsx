/**
 * The dashboard's "Get this by email" button. Only the button is in the page's bundle: the dialog and the email
 * reports store are a chunk of their own, loaded when the pointer or the focus reaches the button, and shown on click
 * once loaded (nothing shows meanwhile, so nothing flashes).
 */

/**
 * WordPress dependencies
 */
import { Suspense, useCallback, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { lazyPart } from '../lazy-part';

const EmailReportPopover = lazyPart(
	() =>
		import( /* webpackChunkName: "email-reports" */ './EmailReportPopover' )
);

const preload = () => {
	EmailReportPopover.preload().catch( () => undefined );
};

const POPOVER_ID = 'googlesitekit-email-report-popover';

/**
 * The button, and its dialog while open.
 */
export default function EmailReportButton() {
	const [ open, setOpen ] = useState( false );
	const button = useRef< HTMLButtonElement >( null );
	const close = useCallback( ( returnFocus = true ) => {
		setOpen( false );
		if ( returnFocus ) {
			button.current?.focus();
		}
	}, [] );
	return (
		<div className="googlesitekit-email-report googlesitekit-print-hide">
			<button
				ref={ button }
				type="button"
				className="button googlesitekit-email-report__button"
				aria-haspopup="dialog"
				aria-expanded={ open }
				aria-controls={ open ? POPOVER_ID : undefined }
				onPointerEnter={ preload }
				onFocus={ preload }
				onClick={ () => setOpen( ! open ) }
			>
				{ __( 'Get this by email', 'google-site-kit' ) }
			</button>
			{ open && (
				<Suspense fallback={ null }>
					<EmailReportPopover id={ POPOVER_ID } onClose={ close } />
				</Suspense>
			) }
		</div>
	);
}
