import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import {
	authorizeUrl,
	call,
	consent,
	control,
	exchange,
	REDIRECT_URI,
	start,
	type Tokens,
} from './helpers';

let emu: RunningEmulator;
let base: string;

before( async () => {
	emu = await start();
	base = emu.url;
} );
after( () => emu.close() );

interface OAuthError {
	error: string;
	error_description: string;
}

/** 32 random bytes, base64url: 43 characters of RFC 7636's unreserved set. */
function newVerifier(): string {
	return randomBytes( 32 ).toString( 'base64url' );
}

/**
 * Computed here the long way (base64, then the URL-safe alphabet without padding), not with the emulator's helper.
 * @param verifier
 */
function s256( verifier: string ): string {
	return createHash( 'sha256' )
		.update( verifier )
		.digest( 'base64' )
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );
}

async function codeFor( params: Record< string, string > ): Promise< string > {
	const location = await consent( base, params, 'allow' );
	const code = location.searchParams.get( 'code' );
	assert.ok( code, `a code in ${ location }` );
	return code;
}

function exchangeWith( code: string, verifier: string | null ) {
	const form: Record< string, string > = {
		grant_type: 'authorization_code',
		code,
		client_id: DEMO_CLIENT_ID,
		client_secret: DEMO_CLIENT_SECRET,
		redirect_uri: REDIRECT_URI,
	};
	if ( verifier !== null ) {
		form.code_verifier = verifier;
	}
	return call< Tokens & OAuthError >(
		`${ base }/oauth2.googleapis.com/token`,
		{ form }
	);
}

describe( 'PKCE on the authorization-code flow', () => {
	it( 'accepts the verifier whose S256 challenge the authorize request carried, once', async () => {
		await control( base, '/reset', {} );
		const verifier = newVerifier();
		const code = await codeFor( {
			code_challenge: s256( verifier ),
			code_challenge_method: 'S256',
		} );

		const tokens = await exchangeWith( code, verifier );
		assert.equal( tokens.status, 200, tokens.text );
		assert.ok( tokens.body.access_token.startsWith( 'ya29.' ) );
		assert.ok( tokens.body.refresh_token );

		const again = await exchangeWith( code, verifier );
		assert.equal( again.status, 400 );
		assert.equal( again.body.error, 'invalid_grant' );
	} );

	it( 'accepts the example of RFC 7636 Appendix B', async () => {
		await control( base, '/reset', {} );
		const code = await codeFor( {
			code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
			code_challenge_method: 'S256',
		} );
		const tokens = await exchangeWith(
			code,
			'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
		);
		assert.equal( tokens.status, 200, tokens.text );
	} );

	it( 'refuses another verifier with invalid_grant "Invalid code verifier." and keeps the code for the right one', async () => {
		await control( base, '/reset', {} );
		const verifier = newVerifier();
		const code = await codeFor( {
			code_challenge: s256( verifier ),
			code_challenge_method: 'S256',
		} );

		for ( const wrong of [
			newVerifier(),
			verifier.slice( 0, -1 ) + ( verifier.endsWith( 'A' ) ? 'B' : 'A' ),
			s256( verifier ), // the challenge itself is not the verifier
			'short',
		] ) {
			const refused = await exchangeWith( code, wrong );
			assert.equal( refused.status, 400, wrong );
			assert.deepEqual( refused.body, {
				error: 'invalid_grant',
				error_description: 'Invalid code verifier.',
			} );
		}

		const accepted = await exchangeWith( code, verifier );
		assert.equal( accepted.status, 200, accepted.text );
	} );

	it( 'refuses an exchange without a verifier when the authorize request sent a challenge', async () => {
		await control( base, '/reset', {} );
		const verifier = newVerifier();
		const code = await codeFor( {
			code_challenge: s256( verifier ),
			code_challenge_method: 'S256',
		} );

		for ( const missing of [ null, '' ] ) {
			const refused = await exchangeWith( code, missing );
			assert.equal( refused.status, 400 );
			assert.deepEqual( refused.body, {
				error: 'invalid_grant',
				error_description: 'Missing code verifier.',
			} );
		}
		// The old exchange helper (no verifier at all) is refused the same way.
		const plainExchange = await exchange( base, code );
		assert.equal( plainExchange.status, 400 );
	} );

	it( 'compares a plain challenge as is, and takes a challenge without a method as plain', async () => {
		await control( base, '/reset', {} );
		const verifier = newVerifier();

		const plain = await codeFor( {
			code_challenge: verifier,
			code_challenge_method: 'plain',
		} );
		const hashed = await exchangeWith( plain, s256( verifier ) );
		assert.equal( hashed.status, 400 );
		assert.equal( hashed.body.error_description, 'Invalid code verifier.' );
		assert.equal( ( await exchangeWith( plain, verifier ) ).status, 200 );

		const noMethod = await codeFor( { code_challenge: verifier } );
		assert.equal(
			( await exchangeWith( noMethod, verifier ) ).status,
			200
		);

		// An S256 challenge is not compared as plain: sending the challenge as the verifier fails.
		const challenge =
			s256( verifier ) + s256( newVerifier() ).slice( 0, 10 );
		const s256Code = await codeFor( {
			code_challenge: challenge,
			code_challenge_method: 'S256',
		} );
		const asPlain = await exchangeWith( s256Code, challenge );
		assert.equal( asPlain.status, 400 );
		assert.equal(
			asPlain.body.error_description,
			'Invalid code verifier.'
		);
	} );

	it( 'answers an unknown challenge method with an error page on the authorize request', async () => {
		await control( base, '/reset', {} );
		for ( const method of [ 's256', 'SHA256', 'S512' ] ) {
			const page = await call(
				authorizeUrl( base, {
					code_challenge: s256( newVerifier() ),
					code_challenge_method: method,
				} )
			);
			assert.equal( page.status, 400, method );
			assert.match( page.text, /invalid_request/ );
			assert.ok(
				page.text.includes(
					`Invalid parameter value for code_challenge_method: &#39;${ method }&#39; is not a valid CodeChallengeMethod`
				),
				page.text
			);
			assert.doesNotMatch( page.text, /consent_id/ );
		}
	} );

	it( 'still exchanges a code issued without a challenge without a verifier, and refuses a verifier for it', async () => {
		await control( base, '/reset', {} );
		const code = await codeFor( {} );
		const unexpected = await exchangeWith( code, newVerifier() );
		assert.equal( unexpected.status, 400 );
		assert.deepEqual( unexpected.body, {
			error: 'invalid_grant',
			error_description: 'code_verifier or verifier is not needed',
		} );
		const tokens = await exchange( base, code );
		assert.equal( tokens.status, 200, tokens.text );
	} );
} );
