/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

interface MenuProps {
	/** id prefix for the button and the menu. */
	id: string;
	/** The button's content. */
	label: ReactNode;
	/** The button's accessible name (and tooltip). */
	title: string;
	buttonClassName?: string;
	/** Called when the menu opens. */
	onOpen?: () => void;
	/** The menu's content; items are links or buttons with role="menuitem". */
	children: ( close: () => void ) => ReactNode;
}

/**
 * A header menu: opens and closes on click, closes on an outside click or Escape (focus back on the button);
 * arrow keys move between its items.
 *
 * @param props                 Component props.
 * @param props.id
 * @param props.label
 * @param props.title
 * @param props.buttonClassName
 * @param props.onOpen
 * @param props.children
 */
export default function Menu( {
	id,
	label,
	title,
	buttonClassName = '',
	onOpen,
	children,
}: MenuProps ) {
	const [ open, setOpen ] = useState( false );
	const wrapper = useRef< HTMLDivElement >( null );
	const button = useRef< HTMLButtonElement >( null );
	const menu = useRef< HTMLDivElement >( null );

	const close = () => setOpen( false );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const onClick = ( event: MouseEvent ) => {
			if (
				wrapper.current &&
				! wrapper.current.contains( event.target as Node )
			) {
				setOpen( false );
			}
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				setOpen( false );
				button.current?.focus();
			}
		};
		document.addEventListener( 'mousedown', onClick );
		document.addEventListener( 'keydown', onKey );
		menu.current
			?.querySelector< HTMLElement >( '[role="menuitem"]' )
			?.focus();
		return () => {
			document.removeEventListener( 'mousedown', onClick );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ open ] );

	const onMenuKeyDown = ( event: React.KeyboardEvent ) => {
		if ( event.key !== 'ArrowDown' && event.key !== 'ArrowUp' ) {
			return;
		}
		event.preventDefault();
		const items = Array.from(
			menu.current?.querySelectorAll< HTMLElement >(
				'[role="menuitem"]'
			) || []
		);
		const index = items.indexOf(
			menu.current?.ownerDocument.activeElement as HTMLElement
		);
		const next =
			event.key === 'ArrowDown'
				? ( index + 1 ) % items.length
				: ( index - 1 + items.length ) % items.length;
		items[ next ]?.focus();
	};

	return (
		<div className="googlesitekit-menu" ref={ wrapper }>
			<button
				ref={ button }
				id={ `${ id }-button` }
				type="button"
				className={ `googlesitekit-menu__button ${ buttonClassName }` }
				aria-haspopup="menu"
				aria-expanded={ open }
				aria-controls={ `${ id }-menu` }
				aria-label={ title }
				title={ title }
				onClick={ () => {
					if ( ! open ) {
						onOpen?.();
					}
					setOpen( ! open );
				} }
			>
				{ label }
			</button>
			{ open && (
				<div
					ref={ menu }
					id={ `${ id }-menu` }
					className="googlesitekit-menu__popover"
					role="menu"
					tabIndex={ -1 }
					aria-labelledby={ `${ id }-button` }
					onKeyDown={ onMenuKeyDown }
				>
					{ children( close ) }
				</div>
			) }
		</div>
	);
}
