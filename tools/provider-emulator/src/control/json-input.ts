/**
 * The control endpoint's JSON: the request body read as an object, and the 400 answer to a bad one.
 */
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';

export function bad( message: string ): EmuResponse {
	return json( 400, { error: message } );
}

export function body( req: EmuRequest ): JsonObject | null {
	try {
		const value: unknown = req.body.trim() ? JSON.parse( req.body ) : {};
		return typeof value === 'object' &&
			value !== null &&
			! Array.isArray( value )
			? ( value as JsonObject )
			: null;
	} catch {
		return null;
	}
}
