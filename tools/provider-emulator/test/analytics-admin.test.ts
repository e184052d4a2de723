import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import {
	call,
	control,
	SCOPE,
	signIn,
	start,
	type GoogleError,
} from './helpers';

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

describe( 'GA4 Admin API custom dimensions', () => {
	const url = ( id = '300000001' ) =>
		`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties/${ id }/customDimensions`;
	const author = {
		parameterName: 'googlesitekit_post_author',
		displayName: 'WordPress Post Author',
		description: 'Created by Site Kit: the author of a post.',
		scope: 'EVENT',
	};

	it( 'lists none at first, creates one and lists it; a duplicate is 409 ALREADY_EXISTS', async () => {
		await control( emu.url, '/reset', {} );
		const fresh = (
			await signIn( emu.url, [
				SCOPE.analyticsReadonly,
				SCOPE.analyticsEdit,
			] )
		).access_token;
		const empty = await call( url(), { token: fresh } );
		assert.equal( empty.status, 200 );
		assert.deepEqual( empty.body, {} );

		const created = await call< Record< string, string > >( url(), {
			token: fresh,
			json: author,
		} );
		assert.equal( created.status, 200 );
		assert.match(
			created.body.name,
			/^properties\/300000001\/customDimensions\/\d+$/
		);
		assert.equal( created.body.parameterName, author.parameterName );
		assert.equal( created.body.displayName, author.displayName );
		assert.equal( created.body.description, author.description );
		assert.equal( created.body.scope, 'EVENT' );

		const list = await call< {
			customDimensions: Array< Record< string, string > >;
		} >( url(), { token: fresh } );
		assert.deepEqual( list.body.customDimensions, [ created.body ] );

		const duplicate = await call< GoogleError >( url(), {
			token: fresh,
			json: { ...author, displayName: 'Another name' },
		} );
		assert.equal( duplicate.status, 409 );
		assert.equal( duplicate.body.error.status, 'ALREADY_EXISTS' );
		assert.match(
			duplicate.body.error.message,
			/googlesitekit_post_author/
		);

		const invalid = await call< GoogleError >( url(), {
			token: fresh,
			json: { ...author, parameterName: '1 bad name' },
		} );
		assert.equal( invalid.status, 400 );
		assert.equal( invalid.body.error.status, 'INVALID_ARGUMENT' );
	} );

	it( 'pages with nextPageToken', async () => {
		await control( emu.url, '/reset', {} );
		const fresh = (
			await signIn( emu.url, [
				SCOPE.analyticsReadonly,
				SCOPE.analyticsEdit,
			] )
		).access_token;
		for ( const name of [ 'one', 'two', 'three' ] ) {
			const response = await call( url(), {
				token: fresh,
				json: {
					parameterName: `param_${ name }`,
					displayName: `Param ${ name }`,
					scope: 'EVENT',
				},
			} );
			assert.equal( response.status, 200 );
		}
		const first = await call< {
			customDimensions: Array< { parameterName: string } >;
			nextPageToken: string;
		} >( `${ url() }?pageSize=2`, { token: fresh } );
		assert.equal( first.body.customDimensions.length, 2 );
		assert.ok( first.body.nextPageToken );
		const second = await call< {
			customDimensions: Array< { parameterName: string } >;
			nextPageToken?: string;
		} >( `${ url() }?pageSize=2&pageToken=${ first.body.nextPageToken }`, {
			token: fresh,
		} );
		assert.deepEqual(
			second.body.customDimensions.map( ( d ) => d.parameterName ),
			[ 'param_three' ]
		);
		assert.equal( second.body.nextPageToken, undefined );
	} );

	it( 'needs analytics.edit to create one, and forgets them on reset', async () => {
		await control( emu.url, '/reset', {} );
		const edit = (
			await signIn( emu.url, [
				SCOPE.analyticsReadonly,
				SCOPE.analyticsEdit,
			] )
		).access_token;
		const readOnly = (
			await signIn( emu.url, [ SCOPE.analyticsReadonly ] )
		).access_token;
		const denied = await call< GoogleError >( url(), {
			token: readOnly,
			json: author,
		} );
		assert.equal( denied.status, 403 );
		assert.equal( denied.body.error.status, 'PERMISSION_DENIED' );
		assert.equal(
			denied.body.error.errors[ 0 ].reason,
			'insufficientPermissions'
		);
		const readable = await call( url(), { token: readOnly } );
		assert.equal( readable.status, 200 );

		const created = await call( url(), { token: edit, json: author } );
		assert.equal( created.status, 200 );
		const other = await call( url( '999999999' ), { token: edit } );
		assert.equal( other.status, 403 );

		await control( emu.url, '/reset', {} );
		const again = ( await signIn( emu.url, [ SCOPE.analyticsReadonly ] ) )
			.access_token;
		const afterReset = await call( url(), { token: again } );
		assert.deepEqual( afterReset.body, {} );
	} );
} );
