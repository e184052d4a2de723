/**
 * Fault injection: each fault applies to the next `count` calls matching an API (prefix match, so
 * `analytics` covers analyticsdata and analyticsadmin) and/or a path substring, or to every call when
 * `persistent`. Errors are written in exactly the body and status the real service would use.
 */
import {
	googleError,
	insufficientScopes,
	internalError,
	invalidArgument,
	notFound,
	oauthError,
	oauthErrorPage,
	rateLimited,
	unauthenticated,
	unavailable,
} from '../http/errors';
import type { ApiName, EmuResponse, ErrorStyle } from '../http/types';
import { json } from '../http/respond';
import {
	LIGHTHOUSE_ERRORS,
	lighthouseErrorMessage,
} from '../apis/pagespeed-insights';

export const FAULT_KINDS = [
	'latency',
	'internal',
	'unavailable',
	'invalid_json',
	'unauthenticated',
	'insufficient_permissions',
	'forbidden',
	'invalid_argument',
	'not_found',
	'rate_limit',
	'lighthouse_error',
] as const;
export type FaultKind = ( typeof FAULT_KINDS )[ number ];

export interface Fault {
	id: number;
	kind: FaultKind;
	api: string | null;
	path: string | null;
	/** Calls left; null when persistent. */
	remaining: number | null;
	/** Added latency (latency faults). */
	ms: number;
	/** Lighthouse error code (lighthouse_error faults), e.g. FAILED_DOCUMENT_REQUEST. */
	code?: string;
	/** Seconds sent in a Retry-After header (rate_limit and unavailable faults). */
	retryAfter?: number;
}

export interface FaultInput {
	kind?: unknown;
	api?: unknown;
	path?: unknown;
	count?: unknown;
	persistent?: unknown;
	ms?: unknown;
	code?: unknown;
	retryAfter?: unknown;
}

export class Faults {
	private list: Fault[] = [];
	private nextId = 1;

	all(): Fault[] {
		return this.list.map( ( f ) => ( { ...f } ) );
	}

	clear(): void {
		this.list = [];
	}

	remove( id: number ): boolean {
		const before = this.list.length;
		this.list = this.list.filter( ( f ) => f.id !== id );
		return this.list.length < before;
	}

	/**
	 * Validates and adds a fault; returns an error message when the input is wrong.
	 * @param input
	 */
	add( input: FaultInput ): Fault | string {
		if (
			typeof input.kind !== 'string' ||
			! ( FAULT_KINDS as readonly string[] ).includes( input.kind )
		) {
			return `kind must be one of ${ FAULT_KINDS.join( ', ' ) }`;
		}
		const kind = input.kind as FaultKind;
		if (
			kind === 'latency' &&
			( typeof input.ms !== 'number' || input.ms < 0 )
		) {
			return 'latency faults need ms (a number ≥ 0)';
		}
		if (
			kind === 'lighthouse_error' &&
			input.code !== undefined &&
			( typeof input.code !== 'string' ||
				! LIGHTHOUSE_ERRORS[ input.code ] )
		) {
			return `lighthouse_error faults take a code: ${ Object.keys(
				LIGHTHOUSE_ERRORS
			).join( ', ' ) }`;
		}
		if (
			input.retryAfter !== undefined &&
			( ! [ 'rate_limit', 'unavailable' ].includes( kind ) ||
				! Number.isInteger( input.retryAfter ) ||
				( input.retryAfter as number ) < 0 )
		) {
			return 'retryAfter (whole seconds ≥ 0) goes with rate_limit and unavailable faults';
		}
		if (
			input.count !== undefined &&
			( ! Number.isInteger( input.count ) ||
				( input.count as number ) < 1 )
		) {
			return 'count must be a positive integer';
		}
		const fault: Fault = {
			id: this.nextId++,
			kind,
			api: typeof input.api === 'string' && input.api ? input.api : null,
			path:
				typeof input.path === 'string' && input.path
					? input.path
					: null,
			remaining:
				input.persistent === true
					? null
					: ( input.count as number | undefined ) ?? 1,
			ms: typeof input.ms === 'number' ? input.ms : 0,
		};
		if ( typeof input.retryAfter === 'number' ) {
			fault.retryAfter = input.retryAfter;
		}
		if ( kind === 'lighthouse_error' ) {
			// PageSpeed is the only API that runs Lighthouse.
			fault.api = fault.api ?? 'pagespeed';
			fault.code =
				typeof input.code === 'string'
					? input.code
					: 'FAILED_DOCUMENT_REQUEST';
		}
		this.list.push( fault );
		return fault;
	}

	/**
	 * Consumes the faults matching a call: total added latency and the first error fault, if any.
	 * @param api
	 * @param pathAndQuery
	 */
	take(
		api: ApiName,
		pathAndQuery: string
	): { latency: number; error: Fault | null } {
		let latency = 0;
		let error: Fault | null = null;
		for ( const fault of this.list ) {
			if (
				( fault.api && ! api.startsWith( fault.api ) ) ||
				( fault.path && ! pathAndQuery.includes( fault.path ) )
			) {
				continue;
			}
			if ( fault.kind === 'latency' ) {
				latency += fault.ms;
			} else if ( ! error ) {
				error = fault;
			} else {
				continue;
			}
			if ( fault.remaining !== null ) {
				fault.remaining--;
			}
		}
		this.list = this.list.filter(
			( f ) => f.remaining === null || f.remaining > 0
		);
		return { latency, error };
	}
}

const OAUTH_FAULTS: Record<
	Exclude< FaultKind, 'latency' | 'invalid_json' | 'lighthouse_error' >,
	[ number, string, string ]
> = {
	internal: [ 500, 'internal_failure', 'Backend Error' ],
	unavailable: [
		503,
		'temporarily_unavailable',
		'The service is currently unavailable.',
	],
	unauthenticated: [
		400,
		'invalid_grant',
		'Token has been expired or revoked.',
	],
	insufficient_permissions: [
		403,
		'access_denied',
		'Request had insufficient authentication scopes.',
	],
	forbidden: [ 403, 'access_denied', 'The caller does not have permission' ],
	invalid_argument: [ 400, 'invalid_request', 'Invalid request.' ],
	not_found: [ 404, 'not_found', 'Requested entity was not found.' ],
	rate_limit: [ 429, 'rate_limit_exceeded', 'Rate limit exceeded' ],
};

/**
 * The response an error fault produces on a route of the given API and error style.
 * @param kind
 * @param api
 * @param style
 * @param code
 * @param retryAfter Seconds for a Retry-After header, if any.
 */
export function faultResponse(
	kind: Exclude< FaultKind, 'latency' >,
	api: ApiName,
	style: ErrorStyle,
	code = 'FAILED_DOCUMENT_REQUEST',
	retryAfter?: number
): EmuResponse {
	const response = faultBody( kind, api, style, code );
	if ( retryAfter !== undefined ) {
		// A busy service may say when to come back (delay-seconds form of RFC 9110 Retry-After).
		response.headers = {
			...response.headers,
			'retry-after': String( retryAfter ),
		};
	}
	return response;
}

function faultBody(
	kind: Exclude< FaultKind, 'latency' >,
	api: ApiName,
	style: ErrorStyle,
	code: string
): EmuResponse {
	if ( kind === 'lighthouse_error' ) {
		// What PageSpeed answers when Lighthouse fails: 500, domain "lighthouse", and no status field.
		const message = lighthouseErrorMessage( code );
		return json( 500, {
			error: {
				code: 500,
				message,
				errors: [
					{
						message,
						domain: 'lighthouse',
						reason: 'lighthouseError',
					},
				],
			},
		} );
	}
	if ( kind === 'invalid_json' ) {
		return {
			status: 200,
			headers: { 'content-type': 'text/html; charset=UTF-8' },
			body: '<!DOCTYPE html><html><head><title>Error</title></head><body>Service temporarily unavailable',
		};
	}
	if ( style !== 'json' ) {
		const [ status, error, description ] = OAUTH_FAULTS[ kind ];
		return style === 'oauth'
			? oauthError( status, error, description )
			: oauthErrorPage( status, error, description );
	}
	switch ( kind ) {
		case 'internal':
			return internalError();
		case 'unavailable':
			return unavailable();
		case 'unauthenticated':
			return unauthenticated( api, false );
		case 'insufficient_permissions':
			return insufficientScopes( api );
		case 'forbidden':
			return googleError( 403, 'The caller does not have permission', {
				reason: 'forbidden',
			} );
		case 'invalid_argument':
			return invalidArgument( 'Request contains an invalid argument.' )
				.response;
		case 'not_found':
			return notFound().response;
		case 'rate_limit':
			return rateLimited( api );
	}
}
