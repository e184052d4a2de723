/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Logo from '../Logo';

interface HeaderProps {
	/** URL of the main dashboard; the logo links there. */
	dashboardURL: string;
	/** Controls shown on the right (help menu, user menu, …). */
	children?: ReactNode;
}

/**
 * The Site Kit header: the logo linking to the dashboard, and menus on the right.
 *
 * @param props              Component props.
 * @param props.dashboardURL
 * @param props.children
 */
export default function Header( { dashboardURL, children }: HeaderProps ) {
	return (
		<header className="googlesitekit-header">
			<a
				className="googlesitekit-header__logo"
				href={ dashboardURL }
				aria-label={ __(
					'Go to the Site Kit dashboard',
					'google-site-kit'
				) }
			>
				<Logo />
			</a>
			{ children && (
				<div className="googlesitekit-header__children">
					{ children }
				</div>
			) }
		</header>
	);
}
