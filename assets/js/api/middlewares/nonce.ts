/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Sends the page's `wp_rest` nonce with every request that carries none.
 *
 * @param nonce The nonce from the boot data; an empty one adds nothing.
 */
export function createNonceMiddleware( nonce: string ): APIFetchMiddleware {
	return ( options, next ) => {
		const headers = options.headers || {};
		const hasNonce = Object.keys( headers ).some(
			( name ) => name.toLowerCase() === 'x-wp-nonce'
		);
		if ( ! nonce || hasNonce ) {
			return next( options );
		}
		return next( {
			...options,
			headers: { ...headers, 'X-WP-Nonce': nonce },
		} );
	};
}
