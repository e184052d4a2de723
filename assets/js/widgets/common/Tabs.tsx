/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

export interface Tab {
	id: string;
	label: string;
}

interface TabsProps {
	/** Prefix of the tab and panel ids (unique on the page). */
	idPrefix: string;
	tabs: Tab[];
	selected: string;
	onSelect: ( id: string ) => void;
	/** Names the tab list for screen readers. */
	label: string;
	/** The selected tab's panel. */
	children: ReactNode;
}

/**
 * Tabs as the ARIA tabs pattern has them: a tablist whose arrow keys (and
 * Home / End) move the selection, one tab in the tab order, and the selected
 * tab's panel.
 *
 * @param props          Component props.
 * @param props.idPrefix
 * @param props.tabs
 * @param props.selected
 * @param props.onSelect
 * @param props.label
 * @param props.children
 */
export default function Tabs( {
	idPrefix,
	tabs,
	selected,
	onSelect,
	label,
	children,
}: TabsProps ) {
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );

	const move = ( index: number ) => {
		const wrapped = ( index + tabs.length ) % tabs.length;
		onSelect( tabs[ wrapped ].id );
		buttons.current[ wrapped ]?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const current = tabs.findIndex( ( tab ) => tab.id === selected );
		const keys: Record< string, number > = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			Home: 0,
			End: tabs.length - 1,
		};
		if ( event.key in keys ) {
			event.preventDefault();
			move( keys[ event.key ] );
		}
	};

	return (
		<div className="googlesitekit-tabs">
			<div
				className="googlesitekit-tabs__list"
				role="tablist"
				aria-label={ label }
			>
				{ tabs.map( ( tab, index ) => (
					<button
						key={ tab.id }
						ref={ ( element ) => {
							buttons.current[ index ] = element;
						} }
						id={ `${ idPrefix }-tab-${ tab.id }` }
						type="button"
						role="tab"
						className="googlesitekit-tabs__tab"
						aria-selected={ tab.id === selected }
						aria-controls={ `${ idPrefix }-panel` }
						tabIndex={ tab.id === selected ? 0 : -1 }
						onClick={ () => onSelect( tab.id ) }
						onKeyDown={ onKeyDown }
					>
						{ tab.label }
					</button>
				) ) }
			</div>
			<div
				id={ `${ idPrefix }-panel` }
				className="googlesitekit-tabs__panel"
				role="tabpanel"
				aria-labelledby={ `${ idPrefix }-tab-${ selected }` }
			>
				{ children }
			</div>
		</div>
	);
}
