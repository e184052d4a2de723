/**
 * Google's JSON error envelope (cloud.google.com/apis/design/errors, AIP-193):
 *
 *   {"error": {"code": <HTTP status>, "message": "…", "status": "<google.rpc.Code name>", "details": [Any…]}}
 *
 * plus the older v1 format's `errors` list ({message, domain, reason, location?, locationType?, extendedHelp?,
 * sendReport?}), which APIs served at googleapis.com still send next to the v2 fields, and which some answers carry
 * alone without `status` (PageSpeed's Lighthouse errors). `details` items are google.rpc error details
 * (google/rpc/error_details.proto), each named by its `@type`.
 *
 * The OAuth token and revoke endpoints answer RFC 6749 section 5.2 instead: {"error": "<code>", "error_description"?,
 * "error_uri"?}.
 */
import type { DiscoveryDoc, Schema } from './discovery';
import { validateValue, type Problem } from './validate';

/** google.rpc.Code names and the HTTP status each maps to (google/rpc/code.proto). */
export const RPC_CODES: Record< string, number[] > = {
	CANCELLED: [ 499 ],
	UNKNOWN: [ 500 ],
	INVALID_ARGUMENT: [ 400 ],
	DEADLINE_EXCEEDED: [ 504 ],
	NOT_FOUND: [ 404 ],
	ALREADY_EXISTS: [ 409 ],
	PERMISSION_DENIED: [ 403 ],
	UNAUTHENTICATED: [ 401 ],
	RESOURCE_EXHAUSTED: [ 429 ],
	FAILED_PRECONDITION: [ 400 ],
	ABORTED: [ 409 ],
	OUT_OF_RANGE: [ 400 ],
	UNIMPLEMENTED: [ 501 ],
	INTERNAL: [ 500 ],
	UNAVAILABLE: [ 503 ],
	DATA_LOSS: [ 500 ],
};

const str: Schema = { type: 'string' };
const strings: Schema = { type: 'array', items: str };
const obj = ( properties: Record< string, Schema > ): Schema => ( {
	type: 'object',
	properties,
} );

/** The error details of google/rpc/error_details.proto, by `@type`, in Discovery's dialect. */
const DETAILS: Record< string, Schema > = {
	ErrorInfo: obj( {
		reason: str,
		domain: str,
		metadata: { type: 'object', additionalProperties: str },
	} ),
	RetryInfo: obj( {
		retryDelay: { type: 'string', format: 'google-duration' },
	} ),
	DebugInfo: obj( { stackEntries: strings, detail: str } ),
	QuotaFailure: obj( {
		violations: {
			type: 'array',
			items: obj( {
				subject: str,
				description: str,
				apiService: str,
				quotaMetric: str,
				quotaId: str,
				quotaDimensions: { type: 'object', additionalProperties: str },
				quotaValue: { type: 'string', format: 'int64' },
				futureQuotaValue: { type: 'string', format: 'int64' },
			} ),
		},
	} ),
	PreconditionFailure: obj( {
		violations: {
			type: 'array',
			items: obj( { type: str, subject: str, description: str } ),
		},
	} ),
	BadRequest: obj( {
		fieldViolations: {
			type: 'array',
			items: obj( {
				field: str,
				description: str,
				reason: str,
				localizedMessage: obj( { locale: str, message: str } ),
			} ),
		},
	} ),
	RequestInfo: obj( { requestId: str, servingData: str } ),
	ResourceInfo: obj( {
		resourceType: str,
		resourceName: str,
		owner: str,
		description: str,
	} ),
	Help: obj( {
		links: { type: 'array', items: obj( { description: str, url: str } ) },
	} ),
	LocalizedMessage: obj( { locale: str, message: str } ),
};

const LEGACY_ITEM = obj( {
	message: str,
	domain: str,
	reason: str,
	location: str,
	locationType: str,
	extendedHelp: str,
	sendReport: str,
} );

/** A stand-in document so the error schemas can use the same validator. */
const ENVELOPE_DOC: DiscoveryDoc = {
	name: 'google.rpc',
	version: 'errors',
	revision: '',
	rootUrl: 'https://googleapis.com/',
	servicePath: '',
	schemas: {},
};

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Problems with an API error answer of HTTP status `status`.
 * @param body
 * @param status
 */
export function validateGoogleError(
	body: unknown,
	status: number
): Problem[] {
	const out: Problem[] = [];
	if ( ! isObject( body ) || ! isObject( body.error ) ) {
		return [
			{
				path: '$',
				message: 'is not Google\'s error envelope {"error": {…}}',
			},
		];
	}
	for ( const key of Object.keys( body ) ) {
		if ( key !== 'error' ) {
			out.push( {
				path: `$.${ key }`,
				message: 'is not part of the error envelope',
			} );
		}
	}
	const error = body.error;
	const allowed = [ 'code', 'message', 'status', 'details', 'errors' ];
	for ( const key of Object.keys( error ) ) {
		if ( ! allowed.includes( key ) ) {
			out.push( {
				path: `$.error.${ key }`,
				message:
					'is not a field of the error envelope (code, message, status, details, errors)',
			} );
		}
	}
	if ( error.code !== status ) {
		out.push( {
			path: '$.error.code',
			message: `should be the HTTP status ${ status }, not ${ JSON.stringify(
				error.code
			) }`,
		} );
	}
	if ( typeof error.message !== 'string' || ! error.message ) {
		out.push( {
			path: '$.error.message',
			message: 'should be a non-empty string',
		} );
	}
	if ( error.status !== undefined ) {
		const codes =
			typeof error.status === 'string'
				? RPC_CODES[ error.status ]
				: undefined;
		if ( ! codes ) {
			out.push( {
				path: '$.error.status',
				message: `${ JSON.stringify(
					error.status
				) } is not a google.rpc.Code name`,
			} );
		} else if ( ! codes.includes( status ) ) {
			out.push( {
				path: '$.error.status',
				message: `${ error.status } is HTTP ${ codes.join(
					'/'
				) }, not ${ status }`,
			} );
		}
	}
	if ( error.details !== undefined ) {
		if ( ! Array.isArray( error.details ) ) {
			out.push( {
				path: '$.error.details',
				message: 'should be an array',
			} );
		} else {
			error.details.forEach( ( item, i ) =>
				detail( item, `$.error.details[${ i }]`, out )
			);
		}
	}
	if ( error.errors !== undefined ) {
		validateValue(
			ENVELOPE_DOC,
			{ type: 'array', items: LEGACY_ITEM },
			error.errors,
			'$.error.errors',
			'response',
			out
		);
	}
	return out;
}

function detail( item: unknown, where: string, out: Problem[] ): void {
	const type = isObject( item ) ? item[ '@type' ] : undefined;
	const name =
		typeof type === 'string'
			? /^type\.googleapis\.com\/google\.rpc\.(\w+)$/.exec( type )?.[ 1 ]
			: undefined;
	const schema = name ? DETAILS[ name ] : undefined;
	if ( ! isObject( item ) || ! schema ) {
		out.push( {
			path: `${ where }['@type']`,
			message: `${ JSON.stringify(
				type
			) } is not a google.rpc error detail type`,
		} );
		return;
	}
	const { '@type': _type, ...rest } = item;
	validateValue(
		ENVELOPE_DOC,
		{ ...schema, id: name },
		rest,
		where,
		'response',
		out
	);
}

/**
 * Problems with an OAuth 2.0 error answer (RFC 6749 section 5.2).
 * @param body
 */
export function validateOAuthError( body: unknown ): Problem[] {
	const out: Problem[] = [];
	if (
		! isObject( body ) ||
		typeof body.error !== 'string' ||
		! /^[\x20-\x21\x23-\x5B\x5D-\x7E]+$/.test( body.error )
	) {
		return [
			{
				path: '$.error',
				message:
					'should be an OAuth error code string (RFC 6749 section 5.2)',
			},
		];
	}
	validateValue(
		ENVELOPE_DOC,
		{
			type: 'object',
			id: 'OAuth error',
			properties: { error: str, error_description: str, error_uri: str },
		},
		body,
		'$',
		'response',
		out
	);
	return out;
}
