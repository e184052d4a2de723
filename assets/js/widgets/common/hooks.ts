/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import { siteStore } from '../../datastore/site';
import { getBaseData } from '../../api/base-data';
import { pageURLFromPath } from './urls';

/**
 * Whether a module is active and set up: undefined while the module list
 * loads, false when its widget should ask to complete the setup instead of
 * reading reports that can only fail.
 *
 * @param slug Module slug.
 */
export function useModuleConnected( slug: string ): boolean | undefined {
	return useSelect(
		( select ) => select( modulesStore ).isModuleConnected( slug ),
		[ slug ]
	);
}

// Where a module's setup is completed: the one hook, in widgets/hooks/.
export { useModuleSetupURL } from '../hooks/use-module-setup-url';

/**
 * The site's home URL with a trailing slash ("http://example.org/").
 *
 * Until the site store has read the boot data (its resolver runs a tick
 * later), the boot data answers: a widget that needs the URL for its report
 * then asks in the same batch as the others instead of in a second request.
 */
export function useHomeURL(): string | undefined {
	return useSelect( ( select ) => {
		const home =
			select( siteStore ).getHomeURL() ??
			( getBaseData().homeURL || undefined );
		return home === undefined ? undefined : home.replace( /\/?$/, '/' );
	}, [] );
}

/**
 * Links to entity dashboards: a function from a page URL (or a path of this
 * site) to `admin.php?page=googlesitekit-dashboard&permaLink=<page URL>`.
 */
export function useEntityDashboardLink(): ( page: string ) => string {
	const { dashboardURL, homeURL } = useSelect(
		( select ) => ( {
			dashboardURL:
				select( siteStore ).getAdminURL( 'googlesitekit-dashboard' ) ||
				'',
			homeURL: select( siteStore ).getHomeURL() || '',
		} ),
		[]
	);
	return useCallback(
		( page: string ) =>
			addQueryArgs( dashboardURL, {
				permaLink: page.startsWith( '/' )
					? pageURLFromPath( homeURL, page )
					: page,
			} ),
		[ dashboardURL, homeURL ]
	);
}
