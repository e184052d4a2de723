/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The settings screen's tabs, in order (spec §2 "Settings page").
 */
export const SETTINGS_TABS = [
	{
		id: 'connected-services',
		route: '/connected-services',
		label: __( 'Connected Services', 'google-site-kit' ),
	},
	{
		id: 'connect-more-services',
		route: '/connect-more-services',
		label: __( 'Connect More Services', 'google-site-kit' ),
	},
	{
		id: 'admin-settings',
		route: '/admin-settings',
		label: __( 'Admin Settings', 'google-site-kit' ),
	},
] as const;

export const CONNECTED_SERVICES = '/connected-services';

/**
 * The route of a module's panel: open, or in edit mode.
 *
 * @param slug Module slug.
 * @param edit Whether the panel is in edit mode.
 */
export function modulePanelRoute( slug: string, edit = false ): string {
	return `${ CONNECTED_SERVICES }/${ slug }${ edit ? '/edit' : '' }`;
}

/**
 * Index of the tab a route belongs to, 0 (Connected Services) when none.
 *
 * @param pathname Route, e.g. `/connected-services/<slug>`.
 */
export function tabIndexOf( pathname: string ): number {
	const index = SETTINGS_TABS.findIndex(
		( tab ) =>
			pathname === tab.route || pathname.startsWith( `${ tab.route }/` )
	);
	return Math.max( index, 0 );
}

/** React Router's v7 behaviours, on now (no deprecation warnings, no change when upgrading). */
export const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;
