/** OpenID Connect ID tokens, signed RS256 with a key made on first use; its JWKS is served too. */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { DemoAccount } from '../data/accounts';
import type { JsonObject } from '../http/types';

interface SigningKey {
	kid: string;
	privateKey: KeyObject;
	jwk: JsonObject;
}

let key: SigningKey | null = null;

function signingKey(): SigningKey {
	if ( ! key ) {
		const pair = generateKeyPairSync( 'rsa', { modulusLength: 2048 } );
		const jwk = pair.publicKey.export( { format: 'jwk' } );
		key = {
			kid: 'emulator-key-1',
			privateKey: pair.privateKey,
			jwk: {
				kty: 'RSA',
				n: jwk.n,
				e: jwk.e,
				alg: 'RS256',
				use: 'sig',
				kid: 'emulator-key-1',
			},
		};
	}
	return key;
}

function b64( value: object ): string {
	return Buffer.from( JSON.stringify( value ) ).toString( 'base64url' );
}

export function idToken(
	account: DemoAccount,
	clientId: string,
	scopes: string[],
	nowMs: number,
	picture: string,
	nonce: string | null
): string {
	const { kid, privateKey } = signingKey();
	const iat = Math.floor( nowMs / 1000 );
	const claims: Record< string, string | number | boolean > = {
		iss: 'https://accounts.google.com',
		azp: clientId,
		aud: clientId,
		sub: account.id,
		iat,
		exp: iat + 3600,
	};
	if ( scopes.some( ( s ) => s.endsWith( 'userinfo.email' ) ) ) {
		claims.email = account.email;
		claims.email_verified = true;
	}
	if ( scopes.some( ( s ) => s.endsWith( 'userinfo.profile' ) ) ) {
		Object.assign( claims, {
			name: account.name,
			picture,
			given_name: account.givenName,
			family_name: account.familyName,
		} );
	}
	if ( nonce ) {
		claims.nonce = nonce;
	}
	const body = `${ b64( { alg: 'RS256', kid, typ: 'JWT' } ) }.${ b64(
		claims
	) }`;
	const signature = createSign( 'RSA-SHA256' )
		.update( body )
		.sign( privateKey )
		.toString( 'base64url' );
	return `${ body }.${ signature }`;
}

export function jwks(): JsonObject {
	return { keys: [ signingKey().jwk ] };
}
