/**
 * PKCE (RFC 7636) as Google's authorization server applies it to web-server clients: the authorize request may carry
 * `code_challenge` (+ `code_challenge_method`, `S256` or `plain`, `plain` when absent); the code remembers it and the
 * token exchange of that code must send the matching `code_verifier`. A code issued without a challenge is exchanged
 * without a verifier (a verifier sent for it is refused).
 */
import { createHash } from 'node:crypto';

export type ChallengeMethod = 'S256' | 'plain';

export interface CodeChallenge {
	challenge: string;
	method: ChallengeMethod;
}

/** Google's `error_description`s of the token endpoint (invalid_grant, HTTP 400). */
export const PKCE_ERRORS = {
	mismatch: 'Invalid code verifier.',
	missing: 'Missing code verifier.',
	unexpected: 'code_verifier or verifier is not needed',
} as const;

const METHODS: readonly string[] = [ 'S256', 'plain' ];

/** RFC 7636 §4.1: 43–128 characters of [A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~". */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * The challenge of an authorize request: null without one, a string (the authorize error's description) when the
 * method is not one Google knows. Methods are case-sensitive, as at Google (`s256` is refused).
 * @param query The authorize request's query.
 */
export function readChallenge(
	query: URLSearchParams
): CodeChallenge | null | string {
	const method = query.get( 'code_challenge_method' );
	if ( method !== null && ! METHODS.includes( method ) ) {
		return `Invalid parameter value for code_challenge_method: '${ method }' is not a valid CodeChallengeMethod`;
	}
	const challenge = query.get( 'code_challenge' );
	if ( ! challenge ) {
		return null;
	}
	return { challenge, method: ( method ?? 'plain' ) as ChallengeMethod };
}

/**
 * base64url (no padding) of the SHA-256 of the verifier: the S256 transformation.
 * @param verifier
 */
export function s256( verifier: string ): string {
	return createHash( 'sha256' )
		.update( verifier, 'ascii' )
		.digest( 'base64url' );
}

/**
 * Why a token exchange's verifier is refused, or null when it is accepted.
 * @param challenge The challenge the code was issued with (null: none).
 * @param verifier  The exchange's `code_verifier` (null: not sent).
 */
export function verifierRefusal(
	challenge: CodeChallenge | null,
	verifier: string | null
): string | null {
	if ( ! challenge ) {
		return verifier === null ? null : PKCE_ERRORS.unexpected;
	}
	if ( ! verifier ) {
		return PKCE_ERRORS.missing;
	}
	if ( ! VERIFIER.test( verifier ) ) {
		return PKCE_ERRORS.mismatch;
	}
	const expected = challenge.method === 'S256' ? s256( verifier ) : verifier;
	return expected === challenge.challenge ? null : PKCE_ERRORS.mismatch;
}
