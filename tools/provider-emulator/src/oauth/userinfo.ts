/** GET /www.googleapis.com/oauth2/v2/userinfo, the OIDC userinfo endpoint, and the avatar images. */
import type { Emulator } from '../emulator';
import { notFound } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { route, type Route } from '../router';
import { avatarUrl } from './authorize';
import { requireToken } from './guard';
import { REQUIRED, SCOPE } from './scopes';

function userinfo(
	req: EmuRequest,
	emu: Emulator,
	oidc: boolean
): EmuResponse {
	const caller = requireToken( req, emu, 'oauth', REQUIRED.userinfo );
	const account = emu.findAccount( caller.accountId );
	if ( ! account ) {
		throw notFound();
	}
	const body: JsonObject = oidc ? { sub: account.id } : { id: account.id };
	if ( caller.scopes.includes( SCOPE.email ) ) {
		body.email = account.email;
		body[ oidc ? 'email_verified' : 'verified_email' ] = true;
	}
	if ( caller.scopes.includes( SCOPE.profile ) ) {
		Object.assign( body, {
			name: account.name,
			given_name: account.givenName,
			family_name: account.familyName,
		} );
	}
	body.picture = avatarUrl( emu, account.id );
	if ( caller.scopes.includes( SCOPE.profile ) ) {
		body.locale = account.locale;
	}
	return json( 200, body );
}

function avatar( params: string[], emu: Emulator ): EmuResponse {
	const account = emu.accounts().find( ( a ) => a.id === params[ 0 ] );
	if ( ! account ) {
		throw notFound();
	}
	const initials = account.givenName[ 0 ] + account.familyName[ 0 ];
	const svg =
		`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
		`<circle cx="48" cy="48" r="48" fill="${ account.color }"/>` +
		`<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" fill="#fff" text-anchor="middle">${ initials }</text></svg>`;
	return {
		status: 200,
		headers: {
			'content-type': 'image/svg+xml',
			'cache-control': 'public, max-age=86400',
		},
		body: svg,
	};
}

export const userinfoRoutes: Route[] = [
	route(
		'GET',
		'/www\\.googleapis\\.com/oauth2/v[12]/userinfo',
		'oauth',
		( req, _p, emu ) => userinfo( req, emu, false )
	),
	route(
		'GET',
		'/openidconnect\\.googleapis\\.com/v1/userinfo',
		'oauth',
		( req, _p, emu ) => userinfo( req, emu, true )
	),
	route(
		'GET',
		'/lh3\\.googleusercontent\\.com/a/([0-9]+)(?:=[\\w-]+)?',
		'static',
		( _req, params, emu ) => avatar( params, emu )
	),
];
