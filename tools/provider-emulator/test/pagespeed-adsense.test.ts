import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start, type GoogleError } from './helpers';

interface Metric {
	percentile: number;
	distributions: Array< { min: number; max?: number; proportion: number } >;
	category: string;
}
interface Audit {
	score: number;
	numericValue: number;
	displayValue: string;
	details?: { type: string; overallSavingsMs: number };
}
interface Psi {
	loadingExperience: {
		metrics: Record< string, Metric >;
		overall_category: string;
	};
	originLoadingExperience: {
		metrics: Record< string, Metric >;
		overall_category: string;
	};
	lighthouseResult: {
		audits: Record< string, Audit >;
		categories: Record< string, { score: number } >;
		configSettings: { formFactor: string };
	};
}
interface AdSenseReport {
	totalMatchedRows: string;
	headers: Array< { name: string; type: string; currencyCode?: string } >;
	rows?: Array< { cells: Array< { value: string } > } >;
	totals: { cells: Array< { value?: string } > };
	averages: { cells: Array< { value?: string } > };
	startDate: { year: number; month: number; day: number };
	endDate: { year: number; month: number; day: number };
}

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
	token = ( await signIn( emu.url, [ SCOPE.adsenseReadonly ] ) ).access_token;
} );
after( () => emu.close() );

function psi( query: string ) {
	return call< Psi & GoogleError >(
		`${ emu.url }/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?${ query }`
	);
}

describe( 'PageSpeed Insights v5', () => {
	it( 'answers without a token, with field and lab data in Google’s shape', async () => {
		const response = await psi(
			`url=${ encodeURIComponent(
				'http://127.0.0.1:8888/'
			) }&strategy=mobile&category=performance&key=abc`
		);
		assert.equal( response.status, 200 );
		const body = response.body;
		for ( const block of [
			body.loadingExperience,
			body.originLoadingExperience,
		] ) {
			for ( const key of [
				'LARGEST_CONTENTFUL_PAINT_MS',
				'CUMULATIVE_LAYOUT_SHIFT_SCORE',
				'INTERACTION_TO_NEXT_PAINT',
				'FIRST_CONTENTFUL_PAINT_MS',
				'EXPERIMENTAL_TIME_TO_FIRST_BYTE',
			] ) {
				const metric = block.metrics[ key ];
				assert.ok( Number.isInteger( metric.percentile ), key );
				assert.equal( metric.distributions.length, 3 );
				assert.ok(
					[ 'FAST', 'AVERAGE', 'SLOW' ].includes( metric.category )
				);
			}
			assert.ok(
				[ 'FAST', 'AVERAGE', 'SLOW' ].includes( block.overall_category )
			);
		}
		const audits = body.lighthouseResult.audits;
		for ( const id of [
			'largest-contentful-paint',
			'cumulative-layout-shift',
			'total-blocking-time',
			'first-contentful-paint',
			'interactive',
			'speed-index',
		] ) {
			assert.equal( typeof audits[ id ].score, 'number', id );
			assert.equal( typeof audits[ id ].numericValue, 'number', id );
			assert.equal( typeof audits[ id ].displayValue, 'string', id );
		}
		const opportunities = Object.values( audits ).filter(
			( a ) => a.details?.type === 'opportunity'
		);
		// Lighthouse 13 keeps two classic opportunity audits; the rest became insights.
		assert.equal( opportunities.length, 2 );
		assert.equal(
			typeof opportunities[ 0 ].details?.overallSavingsMs,
			'number'
		);
		const score = body.lighthouseResult.categories.performance.score;
		assert.ok( score >= 0 && score <= 1 );
		assert.equal(
			body.lighthouseResult.configSettings.formFactor,
			'mobile'
		);
	} );

	it( 'differs by strategy and by URL, deterministically', async () => {
		const lcp = async ( url: string, strategy: string ) =>
			(
				await psi(
					`url=${ encodeURIComponent( url ) }&strategy=${ strategy }`
				)
			).body.lighthouseResult.audits[ 'largest-contentful-paint' ]
				.numericValue;
		const home = await lcp( 'http://127.0.0.1:8888/', 'mobile' );
		assert.equal( await lcp( 'http://127.0.0.1:8888/', 'mobile' ), home );
		assert.notEqual(
			await lcp( 'http://127.0.0.1:8888/', 'desktop' ),
			home
		);
		assert.notEqual(
			await lcp( 'http://127.0.0.1:8888/about/', 'mobile' ),
			home
		);
		assert.ok(
			( await lcp( 'http://127.0.0.1:8888/', 'desktop' ) ) < home
		);
	} );

	it( 'rejects a missing or invalid url and an unknown strategy with 400', async () => {
		for ( const query of [
			'strategy=mobile',
			'url=notaurl',
			`url=${ encodeURIComponent( 'http://x.test/' ) }&strategy=tv`,
		] ) {
			const response = await psi( query );
			assert.equal( response.status, 400, query );
			assert.equal( response.body.error.status, 'INVALID_ARGUMENT' );
		}
	} );
} );

describe( 'AdSense Management v2', () => {
	const base = () => `${ emu.url }/adsense.googleapis.com/v2/accounts`;

	it( 'lists accounts, ad clients and sites', async () => {
		const accounts = await call< {
			accounts: Array< {
				name: string;
				displayName: string;
				timeZone: { id: string };
				createTime: string;
			} >;
		} >( base(), { token } );
		assert.equal( accounts.status, 200 );
		assert.match(
			accounts.body.accounts[ 0 ].name,
			/^accounts\/pub-\d{16}$/
		);
		assert.ok( accounts.body.accounts[ 0 ].timeZone.id );
		const pub = accounts.body.accounts[ 0 ].name.split( '/' )[ 1 ];
		const clients = await call< {
			adClients: Array< { reportingDimensionId: string } >;
		} >( `${ base() }/${ pub }/adclients`, { token } );
		assert.equal(
			clients.body.adClients[ 0 ].reportingDimensionId,
			`ca-${ pub }`
		);
		const sites = await call< { sites: Array< { domain: string } > } >(
			`${ base() }/${ pub }/sites`,
			{ token }
		);
		assert.equal( sites.body.sites[ 0 ].domain, '127.0.0.1' );
	} );

	it( 'generates reports with headers, rows, totals and averages that add up', async () => {
		const pub = 'pub-1357924680135792';
		const url = `${ base() }/${ pub }/reports:generate?dateRange=CUSTOM&startDate.year=2025&startDate.month=2&startDate.day=1&endDate.year=2025&endDate.month=2&endDate.day=28&metrics=ESTIMATED_EARNINGS&metrics=PAGE_VIEWS_RPM&metrics=IMPRESSIONS&metrics=PAGE_VIEWS&metrics=CLICKS&dimensions=DATE`;
		const response = await call< AdSenseReport >( url, { token } );
		assert.equal( response.status, 200 );
		const body = response.body;
		assert.equal( body.totalMatchedRows, '28' );
		assert.deepEqual(
			body.headers.map( ( h ) => h.type ),
			[
				'DIMENSION',
				'METRIC_CURRENCY',
				'METRIC_CURRENCY',
				'METRIC_TALLY',
				'METRIC_TALLY',
				'METRIC_TALLY',
			]
		);
		assert.equal( body.headers[ 1 ].currencyCode, 'USD' );
		assert.deepEqual( body.startDate, { year: 2025, month: 2, day: 1 } );
		assert.deepEqual( body.endDate, { year: 2025, month: 2, day: 28 } );
		const rows = body.rows ?? [];
		assert.equal( rows[ 0 ].cells[ 0 ].value, '2025-02-01' );
		const earnings = rows.reduce(
			( s, r ) => s + Math.round( Number( r.cells[ 1 ].value ) * 100 ),
			0
		);
		assert.equal(
			earnings,
			Math.round( Number( body.totals.cells[ 1 ].value ) * 100 )
		);
		const views = rows.reduce(
			( s, r ) => s + Number( r.cells[ 4 ].value ),
			0
		);
		assert.equal( views, Number( body.totals.cells[ 4 ].value ) );
		assert.ok(
			Math.abs(
				Number( body.totals.cells[ 2 ].value ) -
					( earnings / 100 / views ) * 1000
			) < 0.01
		);
		assert.deepEqual( body.totals.cells[ 0 ], {} );
		assert.ok(
			Math.abs( Number( body.averages.cells[ 4 ].value ) - views / 28 ) <
				1
		);

		const top = await call< AdSenseReport >(
			`${ base() }/${ pub }/reports:generate?dateRange=LAST_7_DAYS&metrics=ESTIMATED_EARNINGS&dimensions=PAGE_URL&orderBy=-ESTIMATED_EARNINGS&limit=3`,
			{ token }
		);
		assert.equal( top.body.rows?.length, 3 );
		assert.ok( Number( top.body.totalMatchedRows ) > 3 );
		const values =
			top.body.rows?.map( ( r ) => Number( r.cells[ 1 ].value ) ) ?? [];
		assert.deepEqual(
			values,
			[ ...values ].sort( ( a, b ) => b - a )
		);
		assert.deepEqual( top.body.endDate, { year: 2025, month: 3, day: 14 } );
	} );

	it( 'rejects unknown metrics, bad dates and foreign accounts', async () => {
		const bad = await call< GoogleError >(
			`${ base() }/pub-1357924680135792/reports:generate?dateRange=LAST_7_DAYS&metrics=EARNINGS`,
			{ token }
		);
		assert.equal( bad.status, 400 );
		assert.equal( bad.body.error.status, 'INVALID_ARGUMENT' );
		assert.match( bad.body.error.message, /metrics\[0\]/ );
		const dates = await call< GoogleError >(
			`${ base() }/pub-1357924680135792/reports:generate?dateRange=CUSTOM&startDate.year=2025&startDate.month=2&startDate.day=30&endDate.year=2025&endDate.month=3&endDate.day=1&metrics=CLICKS`,
			{ token }
		);
		assert.equal( dates.status, 400 );
		assert.match( dates.body.error.message, /startDate/ );
		const foreign = await call< GoogleError >(
			`${ base() }/pub-0000000000000000/reports:generate?dateRange=LAST_7_DAYS&metrics=CLICKS`,
			{ token }
		);
		assert.equal( foreign.status, 403 );
	} );
} );
