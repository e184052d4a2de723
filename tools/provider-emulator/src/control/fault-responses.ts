/**
 * What an error fault answers: the body and status the real service would use on that route (Google's JSON
 * error, OAuth's error or error page, PageSpeed's Lighthouse error), with Retry-After when given.
 */
import { lighthouseErrorMessage } from '../apis/pagespeed-insights';
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
import { json } from '../http/respond';
import type { ApiName, EmuResponse, ErrorStyle } from '../http/types';
import type { FaultKind } from './faults';

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
