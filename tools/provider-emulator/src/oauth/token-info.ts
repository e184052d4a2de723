/**
 * POST /oauth2.googleapis.com/revoke (also accounts.google.com's old path) and GET …/tokeninfo: ending a grant
 * through any of its tokens, and what an access token carries.
 */
import type { Emulator } from '../emulator';
import { formBody } from '../http/body';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { fail } from './client-auth';
import { SCOPE } from './scopes';

export function revoke( req: EmuRequest, emu: Emulator ): EmuResponse {
	const value = formBody( req ).get( 'token' ) ?? req.query.get( 'token' );
	if ( ! value ) {
		throw fail(
			400,
			'invalid_request',
			'Missing required parameter: token'
		);
	}
	const data =
		emu.oauth.accessTokens.get( value ) ??
		emu.oauth.refreshTokens.get( value );
	if ( ! data ) {
		throw fail( 400, 'invalid_token', 'Token expired or revoked' );
	}
	emu.oauth.revokeGrant( data.clientId, data.accountId );
	return json( 200, {} );
}

export function tokenInfo( req: EmuRequest, emu: Emulator ): EmuResponse {
	const value =
		req.query.get( 'access_token' ) ??
		formBody( req ).get( 'access_token' );
	const data = value ? emu.oauth.accessTokens.get( value ) : undefined;
	if ( ! data || data.expiresAt <= emu.now() ) {
		throw fail( 400, 'invalid_token', 'Invalid Value' );
	}
	const account = emu.findAccount( data.accountId );
	const body: JsonObject = {
		azp: data.clientId,
		aud: data.clientId,
		sub: data.accountId,
		scope: data.scopes.join( ' ' ),
		exp: String( Math.floor( data.expiresAt / 1000 ) ),
		expires_in: String(
			Math.max( 0, Math.floor( ( data.expiresAt - emu.now() ) / 1000 ) )
		),
		access_type: data.offline ? 'offline' : 'online',
	};
	if ( account && data.scopes.includes( SCOPE.email ) ) {
		body.email = account.email;
		body.email_verified = 'true';
	}
	return json( 200, body );
}
