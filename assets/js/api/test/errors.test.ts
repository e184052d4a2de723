/**
 * Internal dependencies
 */
import {
	errorMessage,
	isAuthError,
	isInsufficientPermissionsError,
	isPermissionScopeError,
	toAPIError,
} from '../errors';
import type { APIError } from '../types';

function error( code: string, data: APIError[ 'data' ] = {} ): APIError {
	return { code, message: `${ code } message`, data };
}

describe( 'error helpers', () => {
	it( 'recognises a missing-scopes error as a permission scope error', () => {
		expect(
			isPermissionScopeError( error( 'missing_required_scopes' ) )
		).toBe( true );
		expect( isPermissionScopeError( error( 'rest_forbidden' ) ) ).toBe(
			false
		);
		expect( isPermissionScopeError( null ) ).toBe( false );
	} );

	it( 'treats the insufficientPermissions and forbidden reasons as insufficient permissions', () => {
		expect(
			isInsufficientPermissionsError(
				error( 'PERMISSION_DENIED', {
					reason: 'insufficientPermissions',
				} )
			)
		).toBe( true );
		expect(
			isInsufficientPermissionsError(
				error( 'PERMISSION_DENIED', { reason: 'forbidden' } )
			)
		).toBe( true );
		expect(
			isInsufficientPermissionsError(
				error( 'RESOURCE_EXHAUSTED', { reason: 'rateLimitExceeded' } )
			)
		).toBe( false );
	} );

	it( 'treats an error with a reconnect URL as an auth error', () => {
		expect(
			isAuthError(
				error( 'oauth_token_error', {
					reconnectURL: 'http://example.org/reconnect',
				} )
			)
		).toBe( true );
		expect( isAuthError( error( 'internal_server_error' ) ) ).toBe( false );
	} );

	it( 'shows internal server errors and invalid responses with the spec’s messages and others with their own', () => {
		expect( errorMessage( error( 'internal_server_error' ) ) ).toBe(
			'There was a critical error on this website while fetching data.'
		);
		expect( errorMessage( error( 'invalid_json' ) ) ).toBe(
			'The server provided an invalid response.'
		);
		expect( errorMessage( error( 'INVALID_ARGUMENT' ) ) ).toBe(
			'INVALID_ARGUMENT message'
		);
	} );

	it( 'drops data fields of the wrong type when typing an error', () => {
		expect(
			toAPIError( {
				code: 'x',
				message: 'y',
				data: { status: '500', scopes: [ 'a', 1 ], skipModal: 'yes' },
			} )
		).toEqual( { code: 'x', message: 'y', data: { scopes: [ 'a' ] } } );
	} );
} );
