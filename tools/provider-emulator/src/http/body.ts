import { invalidArgument } from './errors';
import type { EmuRequest, JsonObject } from './types';

/**
 * Parses a JSON request body (an empty body is `{}`); a malformed one is Google's 400.
 * @param req
 */
export function jsonBody( req: EmuRequest ): JsonObject {
	if ( ! req.body.trim() ) {
		return {};
	}
	let value: unknown;
	try {
		value = JSON.parse( req.body );
	} catch ( error ) {
		throw invalidArgument(
			`Invalid JSON payload received. ${ ( error as Error ).message }`
		);
	}
	if (
		typeof value !== 'object' ||
		value === null ||
		Array.isArray( value )
	) {
		throw invalidArgument(
			'Invalid JSON payload received. Expected an object.'
		);
	}
	return value as JsonObject;
}

/**
 * Form fields from an `application/x-www-form-urlencoded` body.
 * @param req
 */
export function formBody( req: EmuRequest ): URLSearchParams {
	return new URLSearchParams( req.body );
}

export function decodeParam( value: string ): string {
	try {
		return decodeURIComponent( value );
	} catch {
		return value;
	}
}
