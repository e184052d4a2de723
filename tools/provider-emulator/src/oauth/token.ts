/**
 * POST /oauth2.googleapis.com/token (authorization_code, refresh_token) with Google's
 * `{"error","error_description"}` bodies and statuses, and the routes of …/revoke and …/tokeninfo (oauth/token-info.ts).
 */
import type { Emulator } from '../emulator';
import { formBody } from '../http/body';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { route, type Route } from '../router';
import { avatarUrl } from './authorize';
import { authenticateClient, fail } from './client-auth';
import { idToken, jwks } from './id-token';
import { verifierRefusal } from './pkce';
import type { OAuthClient } from './records';
import { SCOPE } from './scopes';
import { revoke, tokenInfo } from './token-info';

const NO_STORE = {
	'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
	pragma: 'no-cache',
};

function tokenResponse(
	emu: Emulator,
	client: OAuthClient,
	accountId: string,
	scopes: string[],
	offline: boolean,
	refreshToken: string | null,
	nonce: string | null
): EmuResponse {
	const lifetime = emu.config.accessTokenLifetime;
	const accessToken = emu.oauth.issueAccessToken( {
		clientId: client.clientId,
		accountId,
		scopes,
		expiresAt: emu.now() + lifetime * 1000,
		offline,
	} );
	const body: JsonObject = {
		access_token: accessToken,
		expires_in: lifetime,
	};
	if ( refreshToken ) {
		body.refresh_token = refreshToken;
	}
	body.scope = scopes.join( ' ' );
	body.token_type = 'Bearer';
	const account = emu.findAccount( accountId );
	if ( scopes.includes( SCOPE.openid ) && account ) {
		body.id_token = idToken(
			account,
			client.clientId,
			scopes,
			emu.now(),
			avatarUrl( emu, accountId ),
			nonce
		);
	}
	return json( 200, body, NO_STORE );
}

function exchangeCode(
	form: URLSearchParams,
	client: OAuthClient,
	emu: Emulator
): EmuResponse {
	const code = form.get( 'code' );
	if ( ! code ) {
		throw fail(
			400,
			'invalid_request',
			'Missing required parameter: code'
		);
	}
	const data = emu.oauth.codes.get( code );
	if ( ! data ) {
		throw fail( 400, 'invalid_grant', 'Malformed auth code.' );
	}
	if (
		data.used ||
		data.expiresAt <= emu.now() ||
		data.clientId !== client.clientId
	) {
		throw fail( 400, 'invalid_grant', 'Bad Request' );
	}
	const redirectUri = form.get( 'redirect_uri' );
	if ( ! redirectUri ) {
		throw fail( 400, 'invalid_request', 'Missing parameter: redirect_uri' );
	}
	if ( redirectUri !== data.redirectUri ) {
		throw fail( 400, 'redirect_uri_mismatch', 'Bad Request' );
	}
	const refusal = verifierRefusal( data.pkce, form.get( 'code_verifier' ) );
	if ( refusal ) {
		throw fail( 400, 'invalid_grant', refusal );
	}
	data.used = true;
	const refreshToken = data.offline
		? emu.oauth.issueRefreshToken( {
				clientId: client.clientId,
				accountId: data.accountId,
				scopes: data.scopes,
		  } )
		: null;
	return tokenResponse(
		emu,
		client,
		data.accountId,
		data.scopes,
		data.offline,
		refreshToken,
		data.nonce
	);
}

function refresh(
	form: URLSearchParams,
	client: OAuthClient,
	emu: Emulator
): EmuResponse {
	const value = form.get( 'refresh_token' );
	if ( ! value ) {
		throw fail(
			400,
			'invalid_request',
			'Missing required parameter: refresh_token'
		);
	}
	const data = emu.oauth.refreshTokens.get( value );
	if ( ! data ) {
		throw fail(
			400,
			'invalid_grant',
			'Token has been expired or revoked.'
		);
	}
	if ( data.clientId !== client.clientId ) {
		throw fail( 401, 'unauthorized_client', 'Unauthorized' );
	}
	return tokenResponse(
		emu,
		client,
		data.accountId,
		data.scopes,
		true,
		null,
		null
	);
}

function token( req: EmuRequest, emu: Emulator ): EmuResponse {
	const form = formBody( req );
	const grantType = form.get( 'grant_type' );
	if ( ! grantType ) {
		throw fail(
			400,
			'invalid_request',
			'Missing required parameter: grant_type'
		);
	}
	if ( grantType !== 'authorization_code' && grantType !== 'refresh_token' ) {
		throw fail(
			400,
			'unsupported_grant_type',
			`Invalid grant_type: ${ grantType }`
		);
	}
	const client = authenticateClient( req, form, emu );
	return grantType === 'authorization_code'
		? exchangeCode( form, client, emu )
		: refresh( form, client, emu );
}

export const tokenRoutes: Route[] = [
	route(
		'POST',
		'/oauth2\\.googleapis\\.com/token',
		'oauth',
		( req, _p, emu ) => token( req, emu ),
		'oauth'
	),
	route(
		'POST',
		'/oauth2\\.googleapis\\.com/revoke',
		'oauth',
		( req, _p, emu ) => revoke( req, emu ),
		'oauth'
	),
	route(
		'POST',
		'/accounts\\.google\\.com/o/oauth2/revoke',
		'oauth',
		( req, _p, emu ) => revoke( req, emu ),
		'oauth'
	),
	route(
		'GET',
		'/oauth2\\.googleapis\\.com/tokeninfo',
		'oauth',
		( req, _p, emu ) => tokenInfo( req, emu ),
		'oauth'
	),
	route(
		'GET',
		'/www\\.googleapis\\.com/oauth2/v3/certs',
		'oauth',
		() => json( 200, jwks() ),
		'oauth'
	),
];
