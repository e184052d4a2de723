/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { createPreloadingMiddleware } from '../preloading';

const fromServer = { fromServer: true };

function setup() {
	const preloaded = {
		'/google-site-kit/v1/core/user/data/authentication': {
			body: { authenticated: true },
			headers: {},
		},
		'/google-site-kit/v1/modules/analytics/data/report?b=2&a=1': {
			body: { rows: [] },
		},
	};
	const sent: APIFetchOptions[] = [];
	const middleware = createPreloadingMiddleware( preloaded );
	const request = ( options: APIFetchOptions ) =>
		middleware( options, ( next ) => {
			sent.push( next );
			return Promise.resolve( fromServer );
		} );
	return { preloaded, sent, request };
}

describe( 'createPreloadingMiddleware', () => {
	it( 'answers a GET from the preloaded response without a request', async () => {
		const { request, sent } = setup();
		await expect(
			request( {
				path: 'google-site-kit/v1/core/user/data/authentication',
			} )
		).resolves.toEqual( { authenticated: true } );
		expect( sent ).toHaveLength( 0 );
	} );

	it( 'serves a preloaded response only once, so a later read reaches the server', async () => {
		const { request, preloaded } = setup();
		const options = {
			path: '/google-site-kit/v1/core/user/data/authentication',
		};
		await request( options );
		await expect( request( options ) ).resolves.toBe( fromServer );
		expect( Object.keys( preloaded ) ).toHaveLength( 1 );
	} );

	it( 'matches query args in any order', async () => {
		const { request } = setup();
		await expect(
			request( {
				path: '/google-site-kit/v1/modules/analytics/data/report?a=1&b=2',
			} )
		).resolves.toEqual( { rows: [] } );
	} );

	it( 'never answers a POST from preloaded data', async () => {
		const { request, sent } = setup();
		await expect(
			request( {
				method: 'POST',
				path: '/google-site-kit/v1/core/user/data/authentication',
			} )
		).resolves.toBe( fromServer );
		expect( sent ).toHaveLength( 1 );
	} );
} );
