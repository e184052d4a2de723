/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Turns a REST path into a full URL under the site's REST root.
 *
 * The path is dropped once it has become a URL, so WordPress's own root URL
 * middleware (when the page registered one) leaves the request alone.
 *
 * @param rootURL The REST root from the boot data, e.g. `http://example.org/wp-json/`;
 *                an empty one leaves the path to WordPress's middleware.
 */
export function createRootURLMiddleware( rootURL: string ): APIFetchMiddleware {
	return ( options, next ) => {
		if ( ! rootURL || options.url || typeof options.path !== 'string' ) {
			return next( options );
		}
		let path = options.path.replace( /^\//, '' );
		// Plain permalinks give a root like `…/index.php?rest_route=/`.
		if ( rootURL.includes( '?' ) ) {
			path = path.replace( '?', '&' );
		}
		return next( { ...options, path: undefined, url: rootURL + path } );
	};
}
