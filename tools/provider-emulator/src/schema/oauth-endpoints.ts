/**
 * Google endpoints that no Discovery document describes: the OAuth 2.0 and OpenID Connect endpoints, and the avatar
 * images. Their shapes are written here from the specifications and Google's OAuth pages, each named in `source`,
 * and checked with the same validator (a field not listed is a failure).
 */
import type { Schema } from './discovery';

export interface PlainEndpoint {
	name: string;
	method: string;
	pattern: RegExp;
	/** What the answer is: JSON (checked against `response`), an HTML page, a redirect or an image. */
	kind: 'json' | 'html' | 'redirect' | 'image';
	response?: Schema;
	/** How errors are written: RFC 6749 JSON, Google's API envelope, or an HTML page (the consent screen). */
	errors: 'oauth' | 'google' | 'html';
	/** The form / query parameters a request may carry; undefined: not checked. */
	params?: string[];
	source: string;
}

const str: Schema = { type: 'string' };
const bool: Schema = { type: 'boolean' };
const obj = ( id: string, properties: Record< string, Schema > ): Schema => ( {
	id,
	type: 'object',
	properties,
} );

/** The v1/v2 userinfo answer; v2 is oauth2.v2's `Userinfo` schema, which v1 shares. */
const USERINFO_V1 = obj( 'Userinfo (v1)', {
	id: str,
	email: str,
	verified_email: bool,
	name: str,
	given_name: str,
	family_name: str,
	picture: str,
	locale: str,
	hd: str,
	gender: str,
	link: str,
} );

const AUTHORIZE_PARAMS = [
	'client_id',
	'redirect_uri',
	'response_type',
	'scope',
	'access_type',
	'state',
	'include_granted_scopes',
	'enable_granular_consent',
	'login_hint',
	'prompt',
	'code_challenge',
	'code_challenge_method',
	'nonce',
	'hd',
];

export const PLAIN_ENDPOINTS: PlainEndpoint[] = [
	{
		name: 'OAuth 2.0 authorization',
		method: 'GET',
		pattern: /^\/accounts\.google\.com\/o\/oauth2\/(?:v2\/)?auth$/,
		kind: 'html',
		errors: 'html',
		params: AUTHORIZE_PARAMS,
		source: 'developers.google.com/identity/protocols/oauth2/web-server#creatingclient (parameters)',
	},
	{
		name: 'consent screen answer (emulator form)',
		method: 'POST',
		pattern: /^\/accounts\.google\.com\/signin\/oauth\/consent$/,
		kind: 'redirect',
		errors: 'html',
		source: "the emulator's own consent form (Google's is not an API)",
	},
	{
		name: 'OAuth 2.0 token',
		method: 'POST',
		pattern: /^\/oauth2\.googleapis\.com\/token$/,
		kind: 'json',
		errors: 'oauth',
		params: [
			'grant_type',
			'code',
			'redirect_uri',
			'client_id',
			'client_secret',
			'code_verifier',
			'refresh_token',
		],
		response: obj( 'token response', {
			access_token: str,
			expires_in: { type: 'integer', format: 'int32' },
			refresh_token: str,
			refresh_token_expires_in: { type: 'integer', format: 'int32' },
			scope: str,
			token_type: { type: 'string', enum: [ 'Bearer' ] },
			id_token: str,
		} ),
		source: 'developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code and #offline; RFC 6749 sections 5.1, 5.2; RFC 7636 section 4.5',
	},
	{
		name: 'OAuth 2.0 revocation',
		method: 'POST',
		pattern:
			/^\/(?:oauth2\.googleapis\.com\/revoke|accounts\.google\.com\/o\/oauth2\/revoke)$/,
		kind: 'json',
		errors: 'oauth',
		params: [ 'token' ],
		response: obj( 'revocation answer', {} ),
		source: 'developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke; RFC 7009 section 2',
	},
	{
		name: 'token information (v3)',
		method: 'GET',
		pattern: /^\/oauth2\.googleapis\.com\/tokeninfo$/,
		kind: 'json',
		errors: 'oauth',
		params: [ 'access_token', 'id_token' ],
		response: obj( 'tokeninfo', {
			azp: str,
			aud: str,
			sub: str,
			scope: str,
			exp: str,
			expires_in: str,
			email: str,
			email_verified: str,
			access_type: { type: 'string', enum: [ 'online', 'offline' ] },
		} ),
		source: 'developers.google.com/identity/sign-in/web/backend-auth#calling-the-tokeninfo-endpoint (every value a string)',
	},
	{
		name: 'JSON Web Key Set of id_token signatures',
		method: 'GET',
		pattern: /^\/www\.googleapis\.com\/oauth2\/v3\/certs$/,
		kind: 'json',
		// Like the other oauth2 v3 endpoints (tokeninfo): RFC 6749-style error bodies.
		errors: 'oauth',
		response: obj( 'JWK Set', {
			keys: {
				type: 'array',
				items: obj( 'JWK', {
					kty: str,
					alg: str,
					use: str,
					kid: str,
					n: str,
					e: str,
				} ),
			},
		} ),
		source: 'RFC 7517 sections 4 and 5, RFC 7518 section 6.3.1 (RSA public keys); the jwks_uri of accounts.google.com/.well-known/openid-configuration',
	},
	{
		name: 'userinfo v1',
		method: 'GET',
		pattern: /^\/www\.googleapis\.com\/oauth2\/v1\/userinfo$/,
		kind: 'json',
		errors: 'google',
		response: USERINFO_V1,
		source: 'oauth2.v2 Discovery `Userinfo` (v1 answers the same fields)',
	},
	{
		name: 'OpenID Connect userinfo',
		method: 'GET',
		pattern: /^\/openidconnect\.googleapis\.com\/v1\/userinfo$/,
		kind: 'json',
		errors: 'google',
		response: obj( 'OIDC userinfo', {
			sub: str,
			name: str,
			given_name: str,
			family_name: str,
			picture: str,
			email: str,
			email_verified: bool,
			locale: str,
			hd: str,
		} ),
		source: 'OpenID Connect Core 1.0 section 5.1 (the claims Google lists in its openid-configuration claims_supported)',
	},
	{
		name: 'profile picture',
		method: 'GET',
		pattern: /^\/lh3\.googleusercontent\.com\/a\/[0-9]+(?:=[\w-]+)?$/,
		kind: 'image',
		errors: 'google',
		source: 'an image URL (the userinfo `picture`)',
	},
];

/**
 * The non-Discovery endpoint of a request, or null.
 * @param method
 * @param requestPath
 */
export function findPlainEndpoint(
	method: string,
	requestPath: string
): PlainEndpoint | null {
	const verb = method === 'HEAD' ? 'GET' : method;
	return (
		PLAIN_ENDPOINTS.find(
			( e ) => e.method === verb && e.pattern.test( requestPath )
		) ?? null
	);
}
