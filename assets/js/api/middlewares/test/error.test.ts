/**
 * Internal dependencies
 */
import { errorMiddleware } from '../error';

function failWith( error: unknown ) {
	return errorMiddleware( { path: '/x' }, () => Promise.reject( error ) );
}

describe( 'errorMiddleware', () => {
	it( 'turns WordPress error JSON into an APIError with its code, message and data', async () => {
		await expect(
			failWith( {
				code: 'missing_required_scopes',
				message: 'More permissions needed.',
				data: {
					status: 403,
					scopes: [ 'https://www.googleapis.com/auth/adsense' ],
					reconnectURL: 'http://example.org/connect',
					skipModal: false,
					unexpected: 'dropped',
				},
			} )
		).rejects.toEqual( {
			code: 'missing_required_scopes',
			message: 'More permissions needed.',
			data: {
				status: 403,
				scopes: [ 'https://www.googleapis.com/auth/adsense' ],
				reconnectURL: 'http://example.org/connect',
				skipModal: false,
			},
		} );
	} );

	it( 'says the server provided an invalid response when the body was not JSON', async () => {
		await expect(
			failWith( {
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
			} )
		).rejects.toEqual( {
			code: 'invalid_json',
			message: 'The server provided an invalid response.',
			data: {},
		} );
	} );

	it( 'reports a network failure as fetch_error', async () => {
		await expect(
			failWith( {
				code: 'fetch_error',
				message: 'You are probably offline.',
			} )
		).rejects.toMatchObject( { code: 'fetch_error', data: {} } );
	} );

	it( 'turns an exception thrown before any request into an unknown_error', async () => {
		await expect(
			errorMiddleware( { path: '/x' }, () => {
				throw new Error( 'boom' );
			} )
		).rejects.toEqual( {
			code: 'unknown_error',
			message: 'boom',
			data: {},
		} );
	} );

	it( 'passes an abort the caller asked for on untouched', async () => {
		const abort = new Error( 'The operation was aborted.' );
		abort.name = 'AbortError';
		await expect( failWith( abort ) ).rejects.toBe( abort );
	} );
} );
