/** GA4 dimensions, metrics and custom dimensions the key metric tiles need. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { CITIES } from '../src/data/ga-splits';
import { demoContent } from '../src/data/demo-content';
import type { RunningEmulator } from '../src/index';
import {
	call,
	control,
	SCOPE,
	signIn,
	start,
	TODAY,
	type GoogleError,
} from './helpers';

interface Value {
	value: string;
}
interface GaRow {
	dimensionValues?: Value[];
	metricValues: Value[];
}
interface GaReport {
	rows?: GaRow[];
	totals?: GaRow[];
	metricHeaders: Array< { name: string; type: string } >;
}

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
} );
beforeEach( async () => {
	await control( emu.url, '/reset', {} );
	token = (
		await signIn( emu.url, [
			SCOPE.analyticsReadonly,
			SCOPE.analyticsEdit,
		] )
	).access_token;
} );
after( () => emu.close() );

function report( body: Record< string, unknown > ) {
	return call< GaReport & GoogleError >(
		`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport`,
		{ token, json: { dateRanges: LAST_28, ...body } }
	);
}

const LAST_28 = [ { startDate: '28daysAgo', endDate: 'yesterday' } ];
const num = ( v: Value ) => Number( v.value );
const metrics = ( ...names: string[] ) => names.map( ( name ) => ( { name } ) );
const dims = metrics;
const byKey = ( rows: GaRow[] = [], metric = 0 ) =>
	new Map(
		rows.map( ( r ) => [
			r.dimensionValues!.map( ( v ) => v.value ).join( '|' ),
			num( r.metricValues[ metric ] ),
		] )
	);
const total = ( r: GaReport, metric = 0 ) =>
	num( r.totals![ 0 ].metricValues[ metric ] );
const sum = ( values: Iterable< number > ) =>
	[ ...values ].reduce( ( s, v ) => s + v, 0 );

describe( 'GA4 key metric dimensions and metrics', () => {
	it( 'splits users into new, returning and a little (not set), consistent with the undimensioned report', async () => {
		const plain = await report( {
			metrics: metrics( 'activeUsers', 'newUsers', 'sessions' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		const split = await report( {
			dimensions: dims( 'newVsReturning' ),
			metrics: metrics( 'activeUsers', 'newUsers', 'sessions' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		const users = byKey( split.body.rows );
		assert.deepEqual( [ ...users.keys() ].sort(), [
			'(not set)',
			'new',
			'returning',
		] );
		assert.ok( users.get( '(not set)' )! < 0.01 * sum( users.values() ) );
		// The same traffic: totals equal the undimensioned report's, rows add up to them (± rounding).
		assert.equal( total( split.body ), total( plain.body ) );
		assert.ok(
			Math.abs( sum( users.values() ) - total( plain.body ) ) <= 3
		);
		const newUsers = byKey( split.body.rows, 1 );
		assert.equal( newUsers.get( 'returning' ), 0 );
		const sessions = byKey( split.body.rows, 2 );
		assert.equal( sum( sessions.values() ), total( plain.body, 2 ) );
		// New visitors' active users are about their new users (active = 97 % of users).
		const ratio = users.get( 'new' )! / newUsers.get( 'new' )!;
		assert.ok( ratio > 0.9 && ratio < 1.05, String( ratio ) );
	} );

	it( 'top pages by returning visitors: a filtered report equals the rows of the grouped one', async () => {
		const filtered = await report( {
			dimensions: dims( 'pagePath' ),
			metrics: metrics( 'activeUsers' ),
			dimensionFilter: {
				filter: {
					fieldName: 'newVsReturning',
					stringFilter: { value: 'returning' },
				},
			},
			limit: 3,
		} );
		const grouped = await report( {
			dimensions: dims( 'pagePath', 'newVsReturning' ),
			metrics: metrics( 'activeUsers' ),
		} );
		const all = byKey( grouped.body.rows );
		assert.equal( filtered.body.rows!.length, 3 );
		for ( const row of filtered.body.rows! ) {
			const path = row.dimensionValues![ 0 ].value;
			assert.equal(
				num( row.metricValues[ 0 ] ),
				all.get( `${ path }|returning` )
			);
		}
	} );

	it( 'gives cities inside their countries, and country totals equal with or without city', async () => {
		const both = await report( {
			dimensions: dims( 'city', 'country' ),
			metrics: metrics( 'sessions' ),
		} );
		for ( const row of both.body.rows! ) {
			const [ city, country ] = row.dimensionValues!.map(
				( v ) => v.value
			);
			if ( city !== '(not set)' ) {
				assert.ok(
					CITIES[ country ]?.includes( city ),
					`${ city } in ${ country }`
				);
			}
		}
		const countries = await report( {
			dimensions: dims( 'country' ),
			metrics: metrics( 'sessions' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		const cityRows = byKey( both.body.rows );
		const perCountry = new Map< string, number >();
		for ( const [ key, value ] of cityRows ) {
			const country = key.split( '|' )[ 1 ];
			perCountry.set(
				country,
				( perCountry.get( country ) ?? 0 ) + value
			);
		}
		assert.equal( sum( perCountry.values() ), total( countries.body ) );
		for ( const [ country, sessions ] of byKey( countries.body.rows ) ) {
			// Rounding happens at the report's granularity: a few units per country at most.
			assert.ok(
				Math.abs( ( perCountry.get( country ) ?? 0 ) - sessions ) <=
					( CITIES[ country ]?.length ?? 0 ) + 1,
				country
			);
		}
		const cities = await report( {
			dimensions: dims( 'city' ),
			metrics: metrics( 'sessions' ),
			limit: 1,
		} );
		assert.equal(
			cities.body.rows![ 0 ].dimensionValues![ 0 ].value,
			'New York'
		);
	} );

	it( 'computes the rates from the same parts as the plain metrics', async () => {
		const response = await report( {
			dimensions: dims( 'sessionDefaultChannelGroup' ),
			metrics: metrics(
				'sessions',
				'screenPageViews',
				'engagedSessions',
				'userEngagementDuration',
				'totalUsers',
				'keyEvents',
				'conversions',
				'screenPageViewsPerSession',
				'engagementRate',
				'bounceRate',
				'averageSessionDuration',
				'sessionsPerUser',
				'sessionKeyEventRate'
			),
			metricAggregations: [ 'TOTAL' ],
		} );
		assert.equal(
			response.body.metricHeaders.find(
				( h ) => h.name === 'sessionKeyEventRate'
			)?.type,
			'TYPE_FLOAT'
		);
		for ( const row of [
			...response.body.rows!,
			...response.body.totals!,
		] ) {
			const [ s, v, e, d, u, k, c, vps, er, br, asd, spu, ker ] =
				row.metricValues.map( num );
			assert.equal( k, c );
			assert.ok( Math.abs( vps - v / s ) < 1e-9 );
			assert.ok( Math.abs( er - e / s ) < 1e-9 );
			assert.ok( Math.abs( br - ( 1 - e / s ) ) < 1e-9 );
			assert.ok( Math.abs( asd - d / s ) < 1e-6 );
			assert.ok( Math.abs( spu - s / u ) < 0.01 );
			assert.ok( ker > 0 && ker <= 1 );
			// Sessions with a key event: at most the key events, at most the sessions.
			assert.ok( ker * s <= k + 1e-6 );
		}
	} );

	it( 'counts the default events by eventName; only click is a key event; eventCount adds up', async () => {
		const response = await report( {
			dimensions: dims( 'eventName' ),
			metrics: metrics( 'eventCount', 'keyEvents' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		const counts = byKey( response.body.rows );
		assert.deepEqual( [ ...counts.keys() ].sort(), [
			'click',
			'first_visit',
			'page_view',
			'scroll',
			'session_start',
			'user_engagement',
		] );
		assert.equal( sum( counts.values() ), total( response.body ) );
		const keys = byKey( response.body.rows, 1 );
		assert.equal( keys.get( 'click' ), counts.get( 'click' ) );
		assert.equal( keys.get( 'page_view' ), 0 );
		const plain = await report( {
			metrics: metrics(
				'screenPageViews',
				'sessions',
				'newUsers',
				'keyEvents'
			),
			metricAggregations: [ 'TOTAL' ],
		} );
		const [ views, sessions, , keyEvents ] =
			plain.body.totals![ 0 ].metricValues.map( num );
		assert.equal( counts.get( 'page_view' ), views );
		assert.equal( counts.get( 'session_start' ), sessions );
		assert.equal( total( response.body, 1 ), keyEvents );
	} );

	it( 'leads-and-sales adds the lead and purchase key events, by channel and page', async () => {
		const before28 = await report( {
			metrics: metrics( 'sessions', 'screenPageViews' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		await control( emu.url, '/scenario', { name: 'leads-and-sales' } );
		const events = await report( {
			dimensions: dims( 'eventName' ),
			metrics: metrics( 'keyEvents', 'eventCount' ),
		} );
		const keys = byKey( events.body.rows );
		for ( const name of [
			'generate_lead',
			'submit_lead_form',
			'contact',
			'purchase',
		] ) {
			assert.ok( keys.get( name )! > 0, name );
		}
		// Other figures of the same traffic stay what they were.
		const after28 = await report( {
			metrics: metrics( 'sessions', 'screenPageViews' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		assert.deepEqual( after28.body.totals, before28.body.totals );

		const leadFilter = {
			filter: {
				fieldName: 'eventName',
				inListFilter: {
					values: [ 'generate_lead', 'submit_lead_form', 'contact' ],
				},
			},
		};
		const byChannel = await report( {
			dimensions: dims( 'sessionDefaultChannelGroup' ),
			metrics: metrics( 'keyEvents' ),
			dimensionFilter: leadFilter,
			metricAggregations: [ 'TOTAL' ],
		} );
		const leads =
			keys.get( 'generate_lead' )! +
			keys.get( 'submit_lead_form' )! +
			keys.get( 'contact' )!;
		assert.ok( Math.abs( total( byChannel.body ) - leads ) <= 24 );
		const byPage = await report( {
			dimensions: dims( 'pagePath' ),
			metrics: metrics( 'keyEvents' ),
			dimensionFilter: leadFilter,
			metricAggregations: [ 'TOTAL' ],
		} );
		assert.equal( total( byPage.body ), leads );
	} );
} );

describe( 'GA4 custom dimensions in reports', () => {
	const adminUrl = () =>
		`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties/300000001/customDimensions`;
	const create = ( parameterName: string, displayName: string ) =>
		call( adminUrl(), {
			token,
			json: { parameterName, displayName, scope: 'EVENT' },
		} );
	const AUTHOR = 'customEvent:googlesitekit_post_author';
	const CATEGORIES = 'customEvent:googlesitekit_post_categories';

	it( 'rejects a custom dimension the property does not have, like an unknown field', async () => {
		const response = await report( {
			dimensions: dims( AUTHOR ),
			metrics: metrics( 'screenPageViews' ),
		} );
		assert.equal( response.status, 400 );
		assert.equal( response.body.error.status, 'INVALID_ARGUMENT' );
		assert.match(
			response.body.error.message,
			/customEvent:googlesitekit_post_author/
		);
		const filtered = await report( {
			metrics: metrics( 'screenPageViews' ),
			dimensionFilter: {
				filter: {
					fieldName: CATEGORIES,
					stringFilter: { value: 'Recipes' },
				},
			},
		} );
		assert.equal( filtered.status, 400 );
	} );

	it( 'has no back-fill: (not set) until the day after creation, then the posts’ authors and categories', async () => {
		assert.equal(
			(
				await create(
					'googlesitekit_post_author',
					'WordPress Post Author'
				)
			).status,
			200
		);
		assert.equal(
			(
				await create(
					'googlesitekit_post_categories',
					'WordPress Post Categories'
				)
			).status,
			200
		);
		const fresh = await report( {
			dimensions: dims( AUTHOR ),
			metrics: metrics( 'screenPageViews' ),
		} );
		assert.equal( fresh.status, 200 );
		assert.deepEqual(
			fresh.body.rows!.map( ( r ) => r.dimensionValues![ 0 ].value ),
			[ '(not set)' ]
		);
		const metadata = await call< {
			dimensions: Array< {
				apiName: string;
				customDefinition?: boolean;
			} >;
		} >(
			`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001/metadata`,
			{ token }
		);
		assert.ok(
			metadata.body.dimensions.some(
				( d ) => d.apiName === AUTHOR && d.customDefinition
			)
		);

		// Two days later, yesterday (the day after creation) has data.
		await control( emu.url, '/clock', { advanceSeconds: 2 * 86400 } );
		// The old access token has expired meanwhile.
		token = ( await signIn( emu.url, [ SCOPE.analyticsReadonly ] ) )
			.access_token;
		const yesterday = [ { startDate: 'yesterday', endDate: 'yesterday' } ];
		const authors = await report( {
			dateRanges: yesterday,
			dimensions: dims( AUTHOR, 'pagePath' ),
			metrics: metrics( 'screenPageViews' ),
		} );
		const content = demoContent( 20240601, TODAY );
		const entries = new Map(
			content.entries.map( ( e ) => [ e.path, e ] )
		);
		const names = new Set< string >();
		for ( const row of authors.body.rows! ) {
			const [ author, path ] = row.dimensionValues!.map(
				( v ) => v.value
			);
			const entry = entries.get( path )!;
			assert.equal(
				author,
				entry.kind === 'post' ? entry.author!.displayName : '(not set)',
				path
			);
			names.add( author );
		}
		assert.ok( names.size > 3 );
		const categoryNames = new Map(
			content.categories.map( ( c ) => [ c.slug, c.name ] )
		);
		const categories = await report( {
			dateRanges: yesterday,
			dimensions: dims( CATEGORIES, 'pagePath' ),
			metrics: metrics( 'screenPageViews' ),
		} );
		for ( const row of categories.body.rows! ) {
			const [ value, path ] = row.dimensionValues!.map(
				( v ) => v.value
			);
			const entry = entries.get( path )!;
			assert.equal(
				value,
				entry.kind === 'post'
					? entry.categories
							.map( ( s ) => categoryNames.get( s ) )
							.join( ',' )
					: '(not set)'
			);
		}
		// The same views as without the dimension; the range reaching back before creation has (not set) too.
		const plain = await report( {
			dateRanges: yesterday,
			metrics: metrics( 'screenPageViews' ),
			metricAggregations: [ 'TOTAL' ],
		} );
		assert.equal(
			sum( byKey( authors.body.rows ).values() ),
			total( plain.body )
		);
		const longer = await report( {
			dimensions: dims( AUTHOR ),
			metrics: metrics( 'screenPageViews' ),
		} );
		assert.ok( byKey( longer.body.rows ).get( '(not set)' )! > 0 );
		assert.ok( byKey( longer.body.rows ).size > 2 );
	} );
} );
