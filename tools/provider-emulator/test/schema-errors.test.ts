/** Google's error envelopes as the schema check holds answers to them (AIP-193, RFC 6749 section 5.2). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
	validateGoogleError,
	validateOAuthError,
} from '../src/schema/error-envelope';
import type { Problem } from '../src/schema/validate';

const paths = ( problems: Problem[] ) => problems.map( ( p ) => p.path );

describe( 'schema validator: error envelopes', () => {
	it( "accepts Google's envelope with ErrorInfo details and the v1 `errors` list", () => {
		const body = {
			error: {
				code: 401,
				message: 'Request had invalid authentication credentials.',
				status: 'UNAUTHENTICATED',
				errors: [
					{
						message: 'Invalid Credentials',
						domain: 'global',
						reason: 'authError',
						location: 'Authorization',
						locationType: 'header',
					},
				],
				details: [
					{
						'@type': 'type.googleapis.com/google.rpc.ErrorInfo',
						reason: 'ACCESS_TOKEN_EXPIRED',
						domain: 'googleapis.com',
						metadata: { service: 'x' },
					},
				],
			},
		};
		assert.deepEqual( validateGoogleError( body, 401 ), [] );
	} );

	it( 'refuses an unknown field, a status that is not a google.rpc.Code or not the HTTP one, and an unknown detail', () => {
		const body = {
			error: {
				code: 403,
				message: 'm',
				status: 'NOT_FOUND',
				hint: 'x',
				details: [
					{ '@type': 'type.googleapis.com/google.rpc.Nope' },
					{
						'@type': 'type.googleapis.com/google.rpc.ErrorInfo',
						reason: 'r',
						extra: 1,
					},
				],
			},
		};
		assert.deepEqual( paths( validateGoogleError( body, 403 ) ), [
			'$.error.hint',
			'$.error.status',
			"$.error.details[0]['@type']",
			'$.error.details[1].extra',
		] );
		assert.deepEqual(
			paths(
				validateGoogleError(
					{
						error: {
							code: 405,
							message: 'm',
							status: 'METHOD_NOT_ALLOWED',
						},
					},
					405
				)
			),
			[ '$.error.status' ]
		);
	} );

	it( 'holds OAuth errors to RFC 6749 section 5.2', () => {
		assert.deepEqual(
			validateOAuthError( {
				error: 'invalid_grant',
				error_description: 'Bad Request',
			} ),
			[]
		);
		assert.deepEqual(
			paths(
				validateOAuthError( { error: 'invalid_grant', code: 400 } )
			),
			[ '$.code' ]
		);
	} );
} );
