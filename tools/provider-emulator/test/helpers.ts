/** Shared test helpers: start an emulator, sign in over HTTP, call APIs. */
import { resolve } from 'node:path';
import {
	startEmulator,
	type RunningEmulator,
	type StartOptions,
} from '../src/index';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import { SCOPE } from '../src/oauth/scopes';

export { SCOPE };
export const REDIRECT_URI =
	'http://127.0.0.1:8888/wp-admin/index.php?action=googlesitekit_auth';
export const ALL_SCOPES = [
	SCOPE.openid,
	SCOPE.profile,
	SCOPE.email,
	SCOPE.webmasters,
	SCOPE.siteverification,
	SCOPE.analyticsReadonly,
	SCOPE.analyticsEdit,
	SCOPE.adsenseReadonly,
	SCOPE.tagmanagerReadonly,
];

export interface Response< T = unknown > {
	status: number;
	headers: Headers;
	text: string;
	body: T;
}

/** A fixed "today" keeps every test's dates stable. */
export const TODAY = '2025-03-15';

/** Google's Discovery documents (tests/fixtures/google-discovery): every emulator answer is checked against them. */
export const DISCOVERY_DIR = resolve(
	__dirname,
	'../../../tests/fixtures/google-discovery'
);

/**
 * Starts an emulator that checks each of its answers against Google's schemas; closing it fails when an answer did
 * not match (the requests the tests send on purpose, unknown fields included, are not held against it).
 * @param options
 */
export async function start(
	options: StartOptions = {}
): Promise< RunningEmulator > {
	const emulator = await startEmulator( {
		port: 0,
		today: TODAY,
		schemaDir: DISCOVERY_DIR,
		...options,
	} );
	return {
		...emulator,
		close: async () => {
			const problems = await answerProblems( emulator.url );
			await emulator.close();
			if ( problems.length ) {
				throw new Error(
					`Emulator answers that Google's schemas do not allow:\n${ problems.join(
						'\n'
					) }`
				);
			}
		},
	};
}

interface SchemaView {
	violations: Array< {
		method: string;
		path: string;
		status: number;
		target: string | null;
		response: Array< { path: string; message: string } >;
	} >;
}

/**
 * The answers the emulator's schema check found wrong, one line per problem.
 * @param base
 */
export async function answerProblems( base: string ): Promise< string[] > {
	const view = ( await call< SchemaView >( `${ base }/__emulator/schema` ) )
		.body;
	return view.violations.flatMap( ( v ) =>
		v.response.map(
			( p ) =>
				`${ v.method } ${ v.path } → ${ v.status } (${
					v.target ?? 'no method'
				}): ${ p.path } ${ p.message }`
		)
	);
}

export async function call< T = Record< string, unknown > >(
	url: string,
	init: {
		method?: string;
		token?: string;
		json?: unknown;
		form?: Record< string, string >;
		headers?: Record< string, string >;
	} = {}
): Promise< Response< T > > {
	const headers: Record< string, string > = { ...init.headers };
	let body: string | undefined;
	if ( init.token ) {
		headers.authorization = `Bearer ${ init.token }`;
	}
	if ( init.json !== undefined ) {
		headers[ 'content-type' ] = 'application/json';
		body = JSON.stringify( init.json );
	}
	if ( init.form ) {
		headers[ 'content-type' ] = 'application/x-www-form-urlencoded';
		body = new URLSearchParams( init.form ).toString();
	}
	const response = await fetch( url, {
		method: init.method ?? ( body ? 'POST' : 'GET' ),
		headers,
		body,
		redirect: 'manual',
	} );
	const text = await response.text();
	let parsed: unknown = null;
	try {
		parsed = text ? JSON.parse( text ) : null;
	} catch {
		parsed = null;
	}
	return {
		status: response.status,
		headers: response.headers,
		text,
		body: parsed as T,
	};
}

export function authorizeUrl(
	base: string,
	params: Record< string, string >
): string {
	const query = new URLSearchParams( {
		client_id: DEMO_CLIENT_ID,
		redirect_uri: REDIRECT_URI,
		response_type: 'code',
		scope: ALL_SCOPES.join( ' ' ),
		access_type: 'offline',
		prompt: 'consent',
		state: 'state-123',
		...params,
	} );
	return `${ base }/accounts.google.com/o/oauth2/v2/auth?${ query }`;
}

/**
 * Opens the consent page and submits it; returns the redirect Location.
 * @param base
 * @param params
 * @param decision
 * @param account
 */
export async function consent(
	base: string,
	params: Record< string, string >,
	decision: 'allow' | 'deny',
	account?: string
): Promise< URL > {
	const page = await call( authorizeUrl( base, params ) );
	const id = /name="consent_id" value="([^"]+)"/.exec( page.text )?.[ 1 ];
	if ( ! id ) {
		throw new Error(
			`no consent page: ${ page.status } ${ page.text.slice( 0, 200 ) }`
		);
	}
	const form: Record< string, string > = { consent_id: id, decision };
	if ( account ) {
		form.account = account;
	}
	const response = await call(
		`${ base }/accounts.google.com/signin/oauth/consent`,
		{ form }
	);
	return new URL( response.headers.get( 'location' ) ?? '' );
}

export interface Tokens {
	access_token: string;
	refresh_token?: string;
	expires_in: number;
	scope: string;
	token_type: string;
	id_token?: string;
}

export async function exchange(
	base: string,
	code: string,
	redirectUri = REDIRECT_URI
): Promise< Response< Tokens > > {
	return call< Tokens >( `${ base }/oauth2.googleapis.com/token`, {
		form: {
			grant_type: 'authorization_code',
			code,
			client_id: DEMO_CLIENT_ID,
			client_secret: DEMO_CLIENT_SECRET,
			redirect_uri: redirectUri,
		},
	} );
}

/**
 * Runs the whole dance and returns an access token.
 * @param base
 * @param scopes
 * @param account
 */
export async function signIn(
	base: string,
	scopes: string[] = ALL_SCOPES,
	account?: string
): Promise< Tokens > {
	const location = await consent(
		base,
		{ scope: scopes.join( ' ' ) },
		'allow',
		account
	);
	const code = location.searchParams.get( 'code' );
	if ( ! code ) {
		throw new Error( `no code in ${ location }` );
	}
	const tokens = await exchange( base, code );
	return tokens.body;
}

export function control(
	base: string,
	path: string,
	json?: unknown,
	method?: string
): Promise< Response > {
	return call( `${ base }/__emulator${ path }`, { json, method } );
}

export interface GoogleError {
	error: {
		code: number;
		message: string;
		status: string;
		errors: Array< { domain: string; reason: string; message: string } >;
	};
}
