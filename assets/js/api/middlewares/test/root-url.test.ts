/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { createRootURLMiddleware } from '../root-url';

function run( root: string, options: APIFetchOptions ) {
	let sent: APIFetchOptions | undefined;
	createRootURLMiddleware( root )( options, ( next ) => {
		sent = next;
		return Promise.resolve( null );
	} );
	return sent;
}

describe( 'createRootURLMiddleware', () => {
	it( 'turns the path into a URL under the REST root', () => {
		const sent = run( 'http://example.org/wp-json/', {
			path: '/google-site-kit/v1/core/user/data/authentication?a=1',
		} );
		expect( sent?.url ).toBe(
			'http://example.org/wp-json/google-site-kit/v1/core/user/data/authentication?a=1'
		);
		expect( sent?.path ).toBeUndefined();
	} );

	it( 'joins the query with & under plain permalinks', () => {
		const sent = run( 'http://example.org/index.php?rest_route=/', {
			path: 'google-site-kit/v1/modules/analytics/data/report?a=1',
		} );
		expect( sent?.url ).toBe(
			'http://example.org/index.php?rest_route=/google-site-kit/v1/modules/analytics/data/report&a=1'
		);
	} );

	it( 'leaves a request that already has a URL alone', () => {
		const options = { url: 'http://other.example/x' };
		expect( run( 'http://example.org/wp-json/', options ) ).toBe( options );
	} );

	it( 'leaves the path to WordPress’s own middleware when the page printed no root', () => {
		const options = { path: '/google-site-kit/v1/x' };
		expect( run( '', options ) ).toBe( options );
	} );
} );
