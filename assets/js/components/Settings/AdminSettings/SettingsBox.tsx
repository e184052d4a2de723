/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

interface SettingsBoxProps {
	/** The card's heading. */
	title: string;
	/** A modifier class for the card. */
	className?: string;
	children?: ReactNode;
}

/**
 * One card of the settings screen's tabs: a region named by its heading.
 *
 * @param props           Component props.
 * @param props.title
 * @param props.className
 * @param props.children
 */
export default function SettingsBox( {
	title,
	className = '',
	children,
}: SettingsBoxProps ) {
	const id = useId();
	return (
		<section
			className={ `googlesitekit-settings-box ${ className }`.trim() }
			aria-labelledby={ id }
		>
			<h3 id={ id } className="googlesitekit-settings-box__title">
				{ title }
			</h3>
			<div className="googlesitekit-settings-box__body">{ children }</div>
		</section>
	);
}
