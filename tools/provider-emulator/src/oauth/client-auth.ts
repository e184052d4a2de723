/**
 * The OAuth endpoints' client authentication (credentials from the body or HTTP Basic, as Google accepts both)
 * and the `{"error","error_description"}` failure they throw.
 */
import type { Emulator } from '../emulator';
import { ApiError, oauthError } from '../http/errors';
import type { EmuRequest } from '../http/types';
import type { OAuthClient } from './records';

export function fail(
	status: number,
	error: string,
	description: string
): ApiError {
	return new ApiError( oauthError( status, error, description ) );
}

/**
 * Client credentials from the body or HTTP Basic (both are accepted by Google).
 * @param req
 * @param form
 * @param emu
 */
export function authenticateClient(
	req: EmuRequest,
	form: URLSearchParams,
	emu: Emulator
): OAuthClient {
	let clientId = form.get( 'client_id' );
	let secret = form.get( 'client_secret' );
	const header = req.headers.authorization;
	if ( typeof header === 'string' && /^Basic\s+/i.test( header ) ) {
		const decoded = Buffer.from(
			header.replace( /^Basic\s+/i, '' ),
			'base64'
		).toString();
		const colon = decoded.indexOf( ':' );
		clientId = decodeURIComponent( decoded.slice( 0, colon ) );
		secret = decodeURIComponent( decoded.slice( colon + 1 ) );
	}
	if ( ! clientId ) {
		throw fail(
			400,
			'invalid_request',
			'Could not determine client ID from request.'
		);
	}
	const client = emu.oauth.clients.get( clientId );
	if ( ! client ) {
		throw fail( 401, 'invalid_client', 'The OAuth client was not found.' );
	}
	if ( secret !== client.clientSecret ) {
		throw fail( 401, 'invalid_client', 'Unauthorized' );
	}
	return client;
}
