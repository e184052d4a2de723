/**
 * Talking to the provider emulator directly, to compute what the dashboard should show.
 */
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from './google';

export const EMULATOR = process.env.E2E_EMULATOR_URL || 'http://127.0.0.1:9301';

/**
 * An access token of the demo account, from the emulator's own OAuth flow (not the plugin's).
 *
 * @param scopes Scopes.
 */
export async function emulatorToken( scopes: string[] ): Promise< string > {
	const redirect = 'http://127.0.0.1:1/callback';
	const authorize = new URL(
		`${ EMULATOR }/accounts.google.com/o/oauth2/v2/auth`
	);
	authorize.search = new URLSearchParams( {
		client_id: DEMO_CLIENT_ID,
		redirect_uri: redirect,
		response_type: 'code',
		scope: scopes.join( ' ' ),
		state: 'e2e',
	} ).toString();
	const page = await ( await fetch( authorize ) ).text();
	const consentId = page.match( /name="consent_id" value="([^"]+)"/ )?.[ 1 ];
	if ( ! consentId ) {
		throw new Error( 'No consent form from the emulator' );
	}
	const consent = await fetch(
		`${ EMULATOR }/accounts.google.com/signin/oauth/consent`,
		{
			method: 'POST',
			redirect: 'manual',
			body: new URLSearchParams( {
				consent_id: consentId,
				decision: 'allow',
			} ),
		}
	);
	const code =
		new URL( consent.headers.get( 'location' ) || '' ).searchParams.get(
			'code'
		) || '';
	const token = await fetch( `${ EMULATOR }/oauth2.googleapis.com/token`, {
		method: 'POST',
		body: new URLSearchParams( {
			grant_type: 'authorization_code',
			code,
			redirect_uri: redirect,
			client_id: DEMO_CLIENT_ID,
			client_secret: DEMO_CLIENT_SECRET,
		} ),
	} );
	return ( ( await token.json() ) as { access_token: string } ).access_token;
}

/**
 * Calls a Google API of the emulator with a token.
 *
 * @param token Access token.
 * @param path  Path with the Google host, e.g. "/analyticsdata.googleapis.com/v1beta/properties/1:runReport".
 * @param body  JSON body (POST) or undefined (GET).
 */
export async function googleAPI< T >(
	token: string,
	path: string,
	body?: unknown
): Promise< T > {
	const response = await fetch( `${ EMULATOR }${ path }`, {
		method: body === undefined ? 'GET' : 'POST',
		headers: {
			Authorization: `Bearer ${ token }`,
			'Content-Type': 'application/json',
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return ( await response.json() ) as T;
}

/**
 * Provider calls (not OAuth, not static files) in the emulator's request log.
 */
export async function providerCallCount(): Promise< number > {
	const log = ( await (
		await fetch( `${ EMULATOR }/__emulator/requests` )
	).json() ) as { requests: Array< { api: string } > };
	return log.requests.filter(
		( entry ) => ! [ 'oauth', 'static' ].includes( entry.api )
	).length;
}

/**
 * Calls the emulator's control endpoint (faults, request log, reset, config).
 *
 * @param method HTTP method.
 * @param path   Path below /__emulator, e.g. `/faults`.
 * @param body   JSON body.
 * @return The decoded answer (null when it is not JSON).
 */
export async function emulatorControl< T = unknown >(
	method: string,
	path: string,
	body?: unknown
): Promise< T > {
	const response = await fetch( `${ EMULATOR }/__emulator${ path }`, {
		method,
		headers: { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return ( await response.json().catch( () => null ) ) as T;
}
