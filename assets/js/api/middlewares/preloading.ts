/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { normalizePath } from '@wordpress/url';

/**
 * Internal dependencies
 */
import type { PreloadedResponse } from '../base-data';

function normalize( path: string ): string {
	return normalizePath( path.replace( /^\/+/, '' ) );
}

/**
 * Answers a GET from the responses the page preloaded, so first-paint reads
 * cost no request. Each preloaded response is served once and then removed
 * from `preloaded`: a later read (after a save, say) must reach the server.
 *
 * @param preloaded Path => response, as `rest_preload_api_request()` recorded it.
 */
export function createPreloadingMiddleware(
	preloaded: Record< string, PreloadedResponse >
): APIFetchMiddleware {
	return ( options, next ) => {
		const method = ( options.method || 'GET' ).toUpperCase();
		if (
			method !== 'GET' ||
			options.parse === false ||
			typeof options.path !== 'string'
		) {
			return next( options );
		}
		const path = normalize( options.path );
		const key = Object.keys( preloaded ).find(
			( candidate ) => normalize( candidate ) === path
		);
		if ( key === undefined ) {
			return next( options );
		}
		const { body } = preloaded[ key ];
		delete preloaded[ key ];
		return Promise.resolve( body );
	};
}
