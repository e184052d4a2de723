import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start, type GoogleError } from './helpers';

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
	token = (
		await signIn( emu.url, [
			SCOPE.analyticsReadonly,
			SCOPE.analyticsEdit,
		] )
	).access_token;
} );
after( () => emu.close() );

describe( 'GA4 Admin API', () => {
	it( 'lists account summaries, creates a property and a web data stream', async () => {
		const summaries = await call< {
			accountSummaries: Array< {
				account: string;
				propertySummaries: Array< { property: string } >;
			} >;
			nextPageToken?: string;
		} >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/accountSummaries?pageSize=50`,
			{ token }
		);
		assert.equal( summaries.status, 200 );
		const account = summaries.body.accountSummaries[ 0 ];
		assert.equal( account.account, 'accounts/100000001' );
		assert.equal(
			account.propertySummaries[ 0 ].property,
			'properties/300000001'
		);

		const property = await call< {
			name: string;
			parent: string;
			displayName: string;
		} >( `${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties`, {
			token,
			json: {
				parent: 'accounts/100000001',
				displayName: 'New site',
				timeZone: 'Europe/Berlin',
				currencyCode: 'EUR',
			},
		} );
		assert.equal( property.status, 200 );
		assert.match( property.body.name, /^properties\/\d+$/ );
		const id = property.body.name.split( '/' )[ 1 ];
		const stream = await call< {
			name: string;
			type: string;
			webStreamData: { measurementId: string; defaultUri: string };
		} >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties/${ id }/dataStreams`,
			{
				token,
				json: {
					type: 'WEB_DATA_STREAM',
					displayName: 'Web',
					webStreamData: { defaultUri: 'http://127.0.0.1:8888' },
				},
			}
		);
		assert.equal( stream.status, 200 );
		assert.match(
			stream.body.webStreamData.measurementId,
			/^G-[A-Z0-9]{10}$/
		);
		const streams = await call< { dataStreams: unknown[] } >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties/${ id }/dataStreams`,
			{ token }
		);
		assert.equal( streams.body.dataStreams.length, 1 );
		const get = await call< { displayName: string } >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties/${ id }`,
			{ token }
		);
		assert.equal( get.body.displayName, 'New site' );
		const missing = await call< GoogleError >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties`,
			{ token, json: { parent: 'accounts/100000001' } }
		);
		assert.equal( missing.status, 400 );
		assert.match( missing.body.error.message, /displayName/ );
	} );

	it( 'needs analytics.edit to create a property', async () => {
		const readOnly = (
			await signIn( emu.url, [ SCOPE.analyticsReadonly ] )
		).access_token;
		const response = await call< GoogleError >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties`,
			{
				token: readOnly,
				json: {
					parent: 'accounts/100000001',
					displayName: 'x',
					timeZone: 'UTC',
				},
			}
		);
		assert.equal( response.status, 403 );
		assert.equal(
			response.body.error.errors[ 0 ].reason,
			'insufficientPermissions'
		);
	} );
} );
