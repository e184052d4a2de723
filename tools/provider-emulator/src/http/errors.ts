/**
 * Google's error bodies. APIs answer `{"error":{code,message,status,errors:[{domain,reason,message}],details}}`;
 * the OAuth token and revoke endpoints answer `{"error":"…","error_description":"…"}`.
 */
import { html, escapeHtml, json } from './respond';
import type { ApiName, EmuResponse, JsonObject } from './types';

/** Thrown by handlers; the server writes its response. */
export class ApiError extends Error {
	constructor( readonly response: EmuResponse ) {
		super( `HTTP ${ response.status }` );
	}
}

export const SERVICE_HOSTS: Record< ApiName, string > = {
	oauth: 'oauth2.googleapis.com',
	searchconsole: 'searchconsole.googleapis.com',
	analyticsdata: 'analyticsdata.googleapis.com',
	analyticsadmin: 'analyticsadmin.googleapis.com',
	pagespeed: 'pagespeedonline.googleapis.com',
	adsense: 'adsense.googleapis.com',
	siteverification: 'siteverification.googleapis.com',
	tagmanager: 'tagmanager.googleapis.com',
	static: 'googleusercontent.com',
	unknown: 'googleapis.com',
};

const STATUS_NAMES: Record< number, string > = {
	400: 'INVALID_ARGUMENT',
	401: 'UNAUTHENTICATED',
	403: 'PERMISSION_DENIED',
	404: 'NOT_FOUND',
	409: 'ALREADY_EXISTS',
	429: 'RESOURCE_EXHAUSTED',
	500: 'INTERNAL',
	503: 'UNAVAILABLE',
};

interface ErrorOptions {
	reason: string;
	status?: string;
	errorMessage?: string;
	extra?: JsonObject;
	details?: JsonObject[];
	headers?: Record< string, string >;
}

export function googleError(
	code: number,
	message: string,
	options: ErrorOptions
): EmuResponse {
	const item: JsonObject = {
		message: options.errorMessage ?? message,
		domain: 'global',
		reason: options.reason,
		...options.extra,
	};
	const error: JsonObject = {
		code,
		message,
		errors: [ item ],
		status: options.status ?? STATUS_NAMES[ code ] ?? 'UNKNOWN',
	};
	if ( options.details ) {
		error.details = options.details;
	}
	return json( code, { error }, options.headers );
}

function errorInfo(
	reason: string,
	api: ApiName,
	metadata: Record< string, string > = {}
): JsonObject {
	return {
		'@type': 'type.googleapis.com/google.rpc.ErrorInfo',
		reason,
		domain: 'googleapis.com',
		metadata: { service: SERVICE_HOSTS[ api ], ...metadata },
	};
}

export function invalidArgument( message: string ): ApiError {
	return new ApiError(
		googleError( 400, message, { reason: 'badRequest' } )
	);
}

export function notFound(
	message = 'Requested entity was not found.'
): ApiError {
	return new ApiError( googleError( 404, message, { reason: 'notFound' } ) );
}

export function permissionDenied(
	message: string,
	reason = 'forbidden'
): ApiError {
	return new ApiError( googleError( 403, message, { reason } ) );
}

const AUTH_HINT =
	'Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

export function unauthenticated( api: ApiName, missing: boolean ): EmuResponse {
	return googleError(
		401,
		missing
			? `Request is missing required authentication credential. ${ AUTH_HINT }`
			: `Request had invalid authentication credentials. ${ AUTH_HINT }`,
		{
			reason: missing ? 'required' : 'authError',
			errorMessage: missing ? 'Login Required.' : 'Invalid Credentials',
			extra: { location: 'Authorization', locationType: 'header' },
			details: [
				errorInfo(
					missing ? 'CREDENTIALS_MISSING' : 'ACCESS_TOKEN_EXPIRED',
					api
				),
			],
			headers: {
				'www-authenticate': missing
					? 'Bearer realm="https://accounts.google.com/"'
					: 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
			},
		}
	);
}

export function insufficientScopes( api: ApiName ): EmuResponse {
	return googleError(
		403,
		'Request had insufficient authentication scopes.',
		{
			reason: 'insufficientPermissions',
			errorMessage: 'Insufficient Permission',
			details: [ errorInfo( 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', api ) ],
			headers: {
				'www-authenticate':
					'Bearer realm="https://accounts.google.com/", error="insufficient_scope"',
			},
		}
	);
}

export function rateLimited( api: ApiName ): EmuResponse {
	const message = `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user' of service '${ SERVICE_HOSTS[ api ] }' for consumer 'project_number:000000000000'.`;
	return googleError( 429, message, {
		reason: 'rateLimitExceeded',
		details: [
			errorInfo( 'RATE_LIMIT_EXCEEDED', api, {
				quota_metric: 'Requests',
				quota_limit: 'RequestsPerMinutePerUser',
			} ),
		],
	} );
}

export function internalError(): EmuResponse {
	return googleError( 500, 'Internal error encountered.', {
		reason: 'backendError',
	} );
}

export function unavailable(): EmuResponse {
	return googleError( 503, 'The service is currently unavailable.', {
		reason: 'backendError',
	} );
}

export function oauthError(
	status: number,
	error: string,
	description: string
): EmuResponse {
	return json( status, { error, error_description: description } );
}

/**
 * The HTML error page Google shows on the authorization screen (never a redirect to an unchecked URI).
 * @param status
 * @param error
 * @param description
 */
export function oauthErrorPage(
	status: number,
	error: string,
	description: string
): EmuResponse {
	return html(
		status,
		`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Error ${ status } (${ escapeHtml(
			error
		) })</title></head>` +
			`<body style="font-family:Roboto,Arial,sans-serif;max-width:560px;margin:48px auto;color:#202124">` +
			`<h1 style="font-weight:400">Access blocked: this app’s request is invalid</h1>` +
			`<p><b>Error ${ status }: ${ escapeHtml(
				error
			) }</b></p><p id="error-description">${ escapeHtml(
				description
			) }</p>` +
			`<p style="color:#5f6368">Google Provider Emulator</p></body></html>`
	);
}
