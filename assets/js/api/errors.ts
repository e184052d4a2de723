/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError, APIErrorData } from './types';

export const ERROR_CODE_MISSING_REQUIRED_SCOPES = 'missing_required_scopes';
export const ERROR_CODE_INTERNAL_SERVER_ERROR = 'internal_server_error';
export const ERROR_CODE_INVALID_JSON = 'invalid_json';
export const ERROR_CODE_FETCH_ERROR = 'fetch_error';
export const ERROR_CODE_UNKNOWN = 'unknown_error';

export const ERROR_REASON_INSUFFICIENT_PERMISSIONS = 'insufficientPermissions';
export const ERROR_REASON_FORBIDDEN = 'forbidden';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/** The error data fields that are strings, kept as they come. */
const STRING_FIELDS = [
	'reason',
	'reconnectURL',
	'redirectURL',
	'providerMessage',
	'fix',
	'fixURL',
] as const satisfies ReadonlyArray< keyof APIErrorData >;

function pickData( data: unknown ): APIErrorData {
	if ( ! isRecord( data ) ) {
		return {};
	}
	const picked: APIErrorData = {};
	if ( typeof data.status === 'number' ) {
		picked.status = data.status;
	}
	for ( const key of STRING_FIELDS ) {
		const value = data[ key ];
		if ( typeof value === 'string' ) {
			picked[ key ] = value;
		}
	}
	if ( Array.isArray( data.scopes ) ) {
		picked.scopes = data.scopes.filter(
			( scope ): scope is string => typeof scope === 'string'
		);
	}
	if ( typeof data.skipModal === 'boolean' ) {
		picked.skipModal = data.skipModal;
	}
	if ( isRecord( data.params ) ) {
		picked.params = Object.fromEntries(
			Object.entries( data.params ).map( ( [ key, value ] ) => [
				key,
				String( value ),
			] )
		);
	}
	return picked;
}

/**
 * Whether a value already has the shape of an APIError.
 *
 * @param value Anything.
 */
export function isAPIError( value: unknown ): value is APIError {
	return (
		isRecord( value ) &&
		typeof value.code === 'string' &&
		typeof value.message === 'string' &&
		isRecord( value.data )
	);
}

/**
 * Turns whatever a request rejected with (WordPress error JSON, apiFetch's
 * own `invalid_json` / `fetch_error` objects, an Error) into an APIError.
 *
 * @param error What the request rejected with.
 */
export function toAPIError( error: unknown ): APIError {
	if ( isRecord( error ) && typeof error.code === 'string' ) {
		const code = error.code;
		if ( code === ERROR_CODE_INVALID_JSON ) {
			return {
				code,
				message: __(
					'The server provided an invalid response.',
					'google-site-kit'
				),
				data: pickData( error.data ),
			};
		}
		if ( code === ERROR_CODE_FETCH_ERROR ) {
			return {
				code,
				message: __(
					'The site could not be reached. Check your connection and try again.',
					'google-site-kit'
				),
				data: {},
			};
		}
		return {
			code,
			message: typeof error.message === 'string' ? error.message : '',
			data: pickData( error.data ),
		};
	}
	return {
		code: ERROR_CODE_UNKNOWN,
		message:
			error instanceof Error && error.message
				? error.message
				: __( 'An unknown error occurred.', 'google-site-kit' ),
		data: {},
	};
}

/**
 * Whether the error asks for more OAuth scopes (the permissions modal handles it).
 *
 * @param error Error to check.
 */
export function isPermissionScopeError( error: APIError | null | undefined ) {
	return error?.code === ERROR_CODE_MISSING_REQUIRED_SCOPES;
}

/**
 * Whether the provider refused for lack of permissions (never retried, spec §6).
 *
 * @param error Error to check.
 */
export function isInsufficientPermissionsError(
	error: APIError | null | undefined
) {
	const reason = error?.data?.reason;
	return (
		reason === ERROR_REASON_INSUFFICIENT_PERMISSIONS ||
		reason === ERROR_REASON_FORBIDDEN
	);
}

/**
 * Whether the error is the user's auth error (it carries a reconnect URL).
 *
 * @param error Error to check.
 */
export function isAuthError( error: APIError | null | undefined ) {
	return !! error?.data?.reconnectURL;
}

/**
 * The text to show for an error (spec §8).
 *
 * @param error Error to describe.
 */
export function errorMessage( error: APIError ): string {
	switch ( error.code ) {
		case ERROR_CODE_INTERNAL_SERVER_ERROR:
			return __(
				'There was a critical error on this website while fetching data.',
				'google-site-kit'
			);
		case ERROR_CODE_INVALID_JSON:
			return __(
				'The server provided an invalid response.',
				'google-site-kit'
			);
		default:
			return error.message;
	}
}
