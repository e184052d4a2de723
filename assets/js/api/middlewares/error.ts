/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { toAPIError } from '../errors';

function isAbort( error: unknown ): boolean {
	return error instanceof Error && error.name === 'AbortError';
}

/**
 * Makes every failure reject with a typed APIError: WordPress's error JSON
 * keeps its code, message and data; a body that is not JSON becomes
 * `invalid_json` and a network failure `fetch_error`. An abort the caller
 * asked for is passed on untouched.
 *
 * @param options Request options.
 * @param next    The rest of the chain.
 */
export const errorMiddleware: APIFetchMiddleware = ( options, next ) =>
	// Through a promise, so a handler that throws synchronously is caught too.
	Promise.resolve()
		.then( () => next( options ) )
		.catch( ( error: unknown ) => {
			throw isAbort( error ) ? error : toAPIError( error );
		} );
