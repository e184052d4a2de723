/**
 * GET /accounts.google.com/o/oauth2/v2/auth and the consent form's POST.
 * Bad client or redirect URI → an HTML error page (never a redirect to an unchecked URI);
 * Deny → redirect with error=access_denied; Allow → redirect with code, scope and state.
 */
import { ADMIN } from '../data/accounts';
import type { Emulator } from '../emulator';
import { formBody } from '../http/body';
import { oauthErrorPage } from '../http/errors';
import { html, redirect } from '../http/respond';
import type { EmuRequest, EmuResponse } from '../http/types';
import { route, type Route } from '../router';
import { consentPage } from './consent-page';
import { readChallenge } from './pkce';
import { parseScopes } from './scopes';
import { CODE_LIFETIME_MS, DEMO_CLIENT_ID, grantKey } from './store';
import type { PendingConsent } from './records';

function withParams(
	uri: string,
	params: Record< string, string | null >
): string {
	const url = new URL( uri );
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== null ) {
			url.searchParams.set( key, value );
		}
	}
	return url.toString();
}

export function avatarUrl( emu: Emulator, accountId: string ): string {
	return `${ emu.baseUrl }/lh3.googleusercontent.com/a/${ accountId }=s96-c`;
}

/**
 * Approves a request for an account: records the grant, issues a code, redirects back.
 * @param emu
 * @param consent
 * @param accountId
 * @param interactive
 */
function approve(
	emu: Emulator,
	consent: PendingConsent,
	accountId: string,
	interactive: boolean
): EmuResponse {
	const scopes = emu.oauth.grant(
		consent.clientId,
		accountId,
		consent.scopes,
		consent.includeGrantedScopes
	);
	const code = emu.oauth.issueCode( {
		clientId: consent.clientId,
		redirectUri: consent.redirectUri,
		accountId,
		scopes,
		// Google hands out a refresh token for offline access when the user actually consented.
		offline: consent.offline && interactive,
		nonce: consent.nonce,
		pkce: consent.pkce,
		expiresAt: emu.now() + CODE_LIFETIME_MS,
	} );
	return redirect(
		withParams( consent.redirectUri, {
			state: consent.state,
			code,
			scope: scopes.join( ' ' ),
			authuser: '0',
			prompt: interactive ? 'consent' : 'none',
		} )
	);
}

function authorize( req: EmuRequest, emu: Emulator ): EmuResponse {
	const q = req.query;
	const clientId = q.get( 'client_id' );
	if ( ! clientId ) {
		return oauthErrorPage(
			400,
			'invalid_request',
			'Missing required parameter: client_id'
		);
	}
	const client = emu.oauth.clients.get( clientId );
	if ( ! client ) {
		return oauthErrorPage(
			401,
			'invalid_client',
			'The OAuth client was not found.'
		);
	}
	const redirectUri = q.get( 'redirect_uri' );
	if ( ! redirectUri ) {
		return oauthErrorPage(
			400,
			'invalid_request',
			'Missing required parameter: redirect_uri'
		);
	}
	if ( ! emu.oauth.redirectAllowed( client, redirectUri ) ) {
		return oauthErrorPage(
			400,
			'redirect_uri_mismatch',
			`You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. If you're the app developer, register the redirect URI in the Google Cloud Console. Request details: redirect_uri=${ redirectUri }`
		);
	}
	const responseType = q.get( 'response_type' );
	if ( ! responseType ) {
		return oauthErrorPage(
			400,
			'invalid_request',
			'Required parameter is missing: response_type'
		);
	}
	if ( responseType !== 'code' ) {
		return oauthErrorPage(
			400,
			'unsupported_response_type',
			`Invalid response_type: ${ responseType }`
		);
	}
	const { scopes, unknown } = parseScopes( q.get( 'scope' ) ?? '' );
	if ( unknown.length ) {
		return oauthErrorPage(
			400,
			'invalid_scope',
			`Some requested scopes were invalid. {invalid=[${ unknown.join(
				', '
			) }]}`
		);
	}
	if ( ! scopes.length ) {
		return oauthErrorPage(
			400,
			'invalid_request',
			'Missing required parameter: scope'
		);
	}
	const pkce = readChallenge( q );
	if ( typeof pkce === 'string' ) {
		return oauthErrorPage( 400, 'invalid_request', pkce );
	}
	const consent: PendingConsent = {
		clientId,
		redirectUri,
		state: q.get( 'state' ),
		scopes,
		includeGrantedScopes: q.get( 'include_granted_scopes' ) === 'true',
		offline: q.get( 'access_type' ) === 'offline',
		nonce: q.get( 'nonce' ),
		pkce,
	};
	const prompts = ( q.get( 'prompt' ) ?? '' ).split( ' ' ).filter( Boolean );
	const hinted = emu.findAccount( q.get( 'login_hint' ) );
	const grant = hinted
		? emu.oauth.grants.get( grantKey( clientId, hinted.id ) )
		: undefined;
	const covered = !! grant && scopes.every( ( s ) => grant.scopes.has( s ) );
	if ( prompts.includes( 'none' ) ) {
		if ( ! hinted ) {
			return redirect(
				withParams( redirectUri, {
					error: 'account_selection_required',
					state: consent.state,
				} )
			);
		}
		return covered
			? approve( emu, consent, hinted.id, false )
			: redirect(
					withParams( redirectUri, {
						error: 'consent_required',
						state: consent.state,
					} )
			  );
	}
	if ( ! prompts.length && hinted && covered ) {
		return approve( emu, consent, hinted.id, false );
	}
	const consentId = emu.oauth.addPending( consent );
	const selected = hinted ?? ADMIN;
	const previous = emu.oauth.grants.get( grantKey( clientId, selected.id ) );
	return html(
		200,
		consentPage( {
			consentId,
			appName:
				clientId === DEMO_CLIENT_ID
					? 'Site Kit (demo client)'
					: clientId,
			redirectOrigin: new URL( redirectUri ).origin,
			scopes,
			alreadyGranted:
				consent.includeGrantedScopes && previous
					? [ ...previous.scopes ].filter(
							( s ) => ! scopes.includes( s )
					  )
					: [],
			selectedAccountId: selected.id,
			accounts: emu.accounts(),
			avatarUrl: ( id ) => avatarUrl( emu, id ),
		} )
	);
}

function decide( req: EmuRequest, emu: Emulator ): EmuResponse {
	const form = formBody( req );
	const consentId = form.get( 'consent_id' ) ?? '';
	const consent = emu.oauth.pending.get( consentId );
	if ( ! consent ) {
		return oauthErrorPage(
			400,
			'invalid_request',
			'This sign-in request has expired or was already answered. Start the sign-in again.'
		);
	}
	emu.oauth.pending.delete( consentId );
	if ( form.get( 'decision' ) !== 'allow' ) {
		return redirect(
			withParams( consent.redirectUri, {
				error: 'access_denied',
				state: consent.state,
			} )
		);
	}
	const account = emu.findAccount( form.get( 'account' ) ) ?? ADMIN;
	return approve( emu, consent, account.id, true );
}

export const authorizeRoutes: Route[] = [
	route(
		'GET',
		'/accounts\\.google\\.com/o/oauth2/(?:v2/)?auth',
		'oauth',
		( req, _p, emu ) => authorize( req, emu ),
		'html'
	),
	route(
		'POST',
		'/accounts\\.google\\.com/signin/oauth/consent',
		'oauth',
		( req, _p, emu ) => decide( req, emu ),
		'html'
	),
];
