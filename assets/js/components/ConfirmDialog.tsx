/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { trapDialogKeys } from './dialog-keys';

interface ConfirmDialogProps {
	title: string;
	children?: ReactNode;
	confirmLabel: string;
	onConfirm: () => void;
	onCancel: () => void;
	/** While the confirmed work runs. */
	busy?: boolean;
	/** Styles the confirm button as destructive. */
	danger?: boolean;
	/** Disables the confirm button (e.g. nothing to apply yet). */
	confirmDisabled?: boolean;
	/** Extra class on the dialog, e.g. for a wider one. */
	className?: string;
}

/**
 * A modal confirmation: focus moves in, Escape or Cancel closes, focus stays inside.
 *
 * @param props                 Component props.
 * @param props.title
 * @param props.children
 * @param props.confirmLabel
 * @param props.onConfirm
 * @param props.onCancel
 * @param props.busy
 * @param props.danger
 * @param props.confirmDisabled
 * @param props.className
 */
export default function ConfirmDialog( {
	title,
	children,
	confirmLabel,
	onConfirm,
	onCancel,
	busy = false,
	danger = false,
	confirmDisabled = false,
	className = '',
}: ConfirmDialogProps ) {
	const dialog = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const previous = dialog.current?.ownerDocument
			.activeElement as HTMLElement | null;
		dialog.current?.querySelector< HTMLElement >( 'button' )?.focus();
		const release = trapDialogKeys( () => dialog.current, onCancel );
		return () => {
			release();
			previous?.focus?.();
		};
	}, [ onCancel ] );

	return (
		<div className="googlesitekit-dialog-backdrop">
			<div
				ref={ dialog }
				className={ `googlesitekit-dialog ${ className }`.trim() }
				role="dialog"
				aria-modal="true"
				aria-labelledby="googlesitekit-dialog-title"
			>
				<h2 id="googlesitekit-dialog-title">{ title }</h2>
				<div className="googlesitekit-dialog__body">{ children }</div>
				<div className="googlesitekit-dialog__actions">
					<button
						type="button"
						className="button"
						onClick={ onCancel }
						disabled={ busy }
					>
						{ __( 'Cancel', 'google-site-kit' ) }
					</button>
					<button
						type="button"
						className={ `button button-primary${
							danger ? ' googlesitekit-button-danger' : ''
						}` }
						onClick={ onConfirm }
						disabled={ busy || confirmDisabled }
					>
						{ confirmLabel }
					</button>
				</div>
			</div>
		</div>
	);
}
