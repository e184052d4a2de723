/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { createNonceMiddleware } from '../nonce';

function run( nonce: string, options: APIFetchOptions ) {
	let sent: APIFetchOptions | undefined;
	createNonceMiddleware( nonce )( options, ( next ) => {
		sent = next;
		return Promise.resolve( null );
	} );
	return sent;
}

describe( 'createNonceMiddleware', () => {
	it( 'sends the nonce in the X-WP-Nonce header', () => {
		expect( run( 'abc', { path: '/x' } )?.headers ).toEqual( {
			'X-WP-Nonce': 'abc',
		} );
	} );

	it( 'keeps the other headers of the request', () => {
		expect(
			run( 'abc', { path: '/x', headers: { Accept: 'text/plain' } } )
				?.headers
		).toEqual( { Accept: 'text/plain', 'X-WP-Nonce': 'abc' } );
	} );

	it( 'leaves a nonce the caller set alone, whatever its case', () => {
		expect(
			run( 'abc', { path: '/x', headers: { 'x-wp-nonce': 'mine' } } )
				?.headers
		).toEqual( { 'x-wp-nonce': 'mine' } );
	} );

	it( 'adds nothing when the page printed no nonce', () => {
		expect( run( '', { path: '/x' } )?.headers ).toBeUndefined();
	} );
} );
