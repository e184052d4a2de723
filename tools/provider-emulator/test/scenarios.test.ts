import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, control, SCOPE, signIn, start } from './helpers';

interface Value {
	value: string;
}
interface GaReport {
	rows?: Array< { dimensionValues?: Value[]; metricValues: Value[] } >;
	rowCount?: number;
	totals?: Array< { metricValues: Value[] } >;
	metadata: Record< string, unknown >;
}
interface ScReport {
	rows?: Array< { keys?: string[]; clicks: number; impressions: number } >;
}
interface AdsReport {
	rows?: Array< { cells: Value[] } >;
	headers: Array< { name: string; currencyCode?: string } >;
	totals: { cells: Value[] };
}

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
} );
after( () => emu.close() );
beforeEach( async () => {
	await control( emu.url, '/reset', {} );
	token = (
		await signIn( emu.url, [
			SCOPE.webmasters,
			SCOPE.analyticsReadonly,
			SCOPE.adsenseReadonly,
		] )
	).access_token;
} );

function gaReport( base: string, bearer: string, body: unknown ) {
	return call< GaReport >(
		`${ base }/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport`,
		{ token: bearer, json: body }
	);
}

const ga = ( body: unknown ) => gaReport( emu.url, token, body );
const sc = ( body: unknown, site = 'http://127.0.0.1:8888/' ) =>
	call< ScReport >(
		`${
			emu.url
		}/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			site
		) }/searchAnalytics/query`,
		{ token, json: body }
	);
const ads = ( query: string ) =>
	call< AdsReport >(
		`${ emu.url }/adsense.googleapis.com/v2/accounts/pub-1357924680135792/reports:generate?${ query }`,
		{ token }
	);
const scenario = ( name: string ) => control( emu.url, '/scenario', { name } );

const LAST_28 = [ { startDate: '28daysAgo', endDate: 'yesterday' } ];
const SC_28 = { startDate: '2025-02-13', endDate: '2025-03-12' };

describe( 'scenarios: control', () => {
	it( 'lists every scenario with a description and reports the current one', async () => {
		const list = await control( emu.url, '/scenario' );
		assert.equal( list.status, 200 );
		const body = list.body as {
			scenario: string;
			scenarios: Array< { name: string; description: string } >;
		};
		assert.equal( body.scenario, 'default' );
		const names = body.scenarios.map( ( s ) => s.name );
		for ( const name of [
			'new-site',
			'new-analytics',
			'small-site',
			'large-site',
			'domain-property',
			'slow-pagespeed',
			'adsense-jpy',
			'adsense-eur',
		] ) {
			assert.ok( names.includes( name ), name );
		}
		assert.ok( body.scenarios.every( ( s ) => s.description.length > 10 ) );
	} );

	it( 'switches at run time, combines a comma list, shows it in health, and reset returns to the start scenario', async () => {
		const set = await scenario( 'small-site, adsense-jpy' );
		assert.equal( set.status, 200 );
		assert.equal(
			( set.body as { scenario: string } ).scenario,
			'small-site,adsense-jpy'
		);
		const health = await control( emu.url, '/health' );
		assert.equal(
			( health.body as { scenario: string } ).scenario,
			'small-site,adsense-jpy'
		);
		await control( emu.url, '/reset', {} );
		const back = await control( emu.url, '/scenario' );
		assert.equal(
			( back.body as { scenario: string } ).scenario,
			'default'
		);
	} );

	it( 'refuses an unknown scenario and keeps the current one', async () => {
		await scenario( 'new-site' );
		const bad = await scenario( 'tiny-site' );
		assert.equal( bad.status, 400 );
		assert.match( ( bad.body as { error: string } ).error, /tiny-site/ );
		const now = await control( emu.url, '/scenario' );
		assert.equal(
			( now.body as { scenario: string } ).scenario,
			'new-site'
		);
	} );

	it( 'starts in the scenario given to startEmulator() and returns to it on reset', async () => {
		const other = await start( { scenario: 'new-analytics' } );
		try {
			await control( other.url, '/scenario', { name: 'default' } );
			await control( other.url, '/reset', {} );
			const health = await control( other.url, '/health' );
			assert.equal(
				( health.body as { scenario: string } ).scenario,
				'new-analytics'
			);
		} finally {
			await other.close();
		}
		await assert.rejects(
			start( { scenario: 'nope' } ),
			/Invalid scenario/
		);
	} );
} );

describe( 'scenarios: data', () => {
	it( 'new-site: GA4, Search Console and AdSense have no rows', async () => {
		await scenario( 'new-site' );
		const report = await ga( {
			dateRanges: LAST_28,
			dimensions: [ { name: 'date' } ],
			metrics: [ { name: 'sessions' } ],
			metricAggregations: [ 'TOTAL' ],
		} );
		assert.equal( report.status, 200 );
		assert.equal( report.body.rows, undefined );
		assert.equal( report.body.rowCount, undefined );
		assert.equal( report.body.totals, undefined );
		const search = await sc( { ...SC_28, dimensions: [ 'query' ] } );
		assert.equal( search.status, 200 );
		assert.equal( search.body.rows, undefined );
		const money = await ads(
			'dateRange=LAST_30_DAYS&metrics=ESTIMATED_EARNINGS&dimensions=DATE'
		);
		assert.equal( money.status, 200 );
		assert.equal( money.body.rows, undefined );
	} );

	it( 'new-analytics: Search Console has rows, the GA4 property none', async () => {
		await scenario( 'new-analytics' );
		const report = await ga( {
			dateRanges: LAST_28,
			metrics: [ { name: 'sessions' } ],
		} );
		assert.equal( report.body.rows, undefined );
		const search = await sc( { ...SC_28, dimensions: [ 'query' ] } );
		assert.ok( ( search.body.rows ?? [] ).length > 100 );
	} );

	it( 'small-site has far fewer rows and sessions than the default, large-site past a billion views', async () => {
		const body = {
			dateRanges: LAST_28,
			dimensions: [ { name: 'pagePath' } ],
			metrics: [ { name: 'screenPageViews' }, { name: 'sessions' } ],
			metricAggregations: [ 'TOTAL' ],
			limit: 100000,
		};
		const normal = await ga( body );
		await scenario( 'small-site' );
		const small = await ga( body );
		await scenario( 'large-site' );
		const large = await ga( body );
		const views = ( r: GaReport ) =>
			Number( r.totals?.[ 0 ].metricValues[ 0 ].value );
		assert.ok(
			( small.body.rowCount ?? 0 ) < ( normal.body.rowCount ?? 0 )
		);
		assert.ok( views( small.body ) < views( normal.body ) / 20 );
		assert.ok( views( small.body ) > 0 );
		assert.ok( views( large.body ) > 1e9, String( views( large.body ) ) );
	} );
} );

describe( 'scenarios: large-site metadata', () => {
	const byPage = {
		dateRanges: LAST_28,
		dimensions: [ { name: 'pagePath' } ],
		metrics: [ { name: 'screenPageViews' } ],
		limit: 100000,
	};

	it( 'default: no (other) row and no thresholding or sampling flags', async () => {
		const report = await ga( byPage );
		const paths = ( report.body.rows ?? [] ).map(
			( r ) => r.dimensionValues?.[ 0 ].value
		);
		assert.ok( ! paths.includes( '(other)' ) );
		assert.deepEqual( Object.keys( report.body.metadata ).sort(), [
			'currencyCode',
			'timeZone',
		] );
	} );

	it( 'large-site: an (other) row with dataLossFromOtherRow, thresholding and per-range sampling', async () => {
		await scenario( 'large-site' );
		const report = await ga( {
			...byPage,
			dateRanges: [
				...LAST_28,
				{ startDate: '56daysAgo', endDate: '29daysAgo' },
			],
		} );
		const other = ( report.body.rows ?? [] ).filter(
			( r ) => r.dimensionValues?.[ 0 ].value === '(other)'
		);
		assert.equal( other.length, 2 );
		assert.ok( Number( other[ 0 ].metricValues[ 0 ].value ) > 1e6 );
		const meta = report.body.metadata as {
			dataLossFromOtherRow: boolean;
			subjectToThresholding: boolean;
			samplingMetadatas: Array< {
				samplesReadCount: string;
				samplingSpaceSize: string;
			} >;
		};
		assert.equal( meta.dataLossFromOtherRow, true );
		assert.equal( meta.subjectToThresholding, true );
		assert.equal( meta.samplingMetadatas.length, 2 );
		for ( const s of meta.samplingMetadatas ) {
			assert.match( s.samplesReadCount, /^\d+$/ );
			assert.ok(
				Number( s.samplesReadCount ) < Number( s.samplingSpaceSize )
			);
		}
		// Filtering on "(other)" narrows to the same figure.
		const filtered = await ga( {
			dateRanges: LAST_28,
			metrics: [ { name: 'screenPageViews' } ],
			dimensionFilter: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: { value: '(other)' },
				},
			},
		} );
		const firstRange = ( report.body.rows ?? [] ).find(
			( r ) =>
				r.dimensionValues?.[ 0 ].value === '(other)' &&
				r.dimensionValues?.[ 1 ].value === 'date_range_0'
		);
		assert.equal(
			filtered.body.rows?.[ 0 ].metricValues[ 0 ].value,
			firstRange?.metricValues[ 0 ].value
		);
		// A report without page dimensions has no (other) row to lose data to.
		const plain = await ga( {
			dateRanges: LAST_28,
			metrics: [ { name: 'screenPageViews' } ],
		} );
		assert.equal( 'dataLossFromOtherRow' in plain.body.metadata, false );
		assert.equal( plain.body.metadata.subjectToThresholding, true );
	} );

	it( 'small-site: Search Console has only a handful of queries', async () => {
		const normal = await sc( { ...SC_28, dimensions: [ 'query' ] } );
		await scenario( 'small-site' );
		const small = await sc( { ...SC_28, dimensions: [ 'query' ] } );
		const count = ( r: ScReport ) => ( r.rows ?? [] ).length;
		assert.ok( count( small.body ) > 0 );
		assert.ok( count( small.body ) < count( normal.body ) / 3 );
	} );
} );
