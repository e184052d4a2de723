/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { siteStore } from '../../datastore/site';

/**
 * The module setup screen's URL for a module (the dashboard page with
 * `&slug=<module>&reAuth=true`), where its setup is done or completed.
 * Undefined until the site store knows the admin URL.
 *
 * @param slug Module slug.
 */
export function useModuleSetupURL( slug: string ): string | undefined {
	return useSelect(
		( select ) =>
			select( siteStore ).getAdminURL( 'googlesitekit-dashboard', {
				slug,
				reAuth: 'true',
			} ),
		[ slug ]
	);
}
