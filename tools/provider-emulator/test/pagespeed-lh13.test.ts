import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, control, start } from './helpers';

interface Block {
	id?: string;
	initial_url: string;
	origin_fallback?: boolean;
	metrics?: Record< string, { percentile: number } >;
	overall_category?: string;
}
interface Audit {
	id: string;
	title: string;
	description: string;
	score: number | null;
	scoreDisplayMode: string;
	displayValue?: string;
	metricSavings?: Record< string, number >;
}
interface Psi {
	loadingExperience: Block;
	originLoadingExperience?: Block;
	lighthouseResult: {
		lighthouseVersion: string;
		audits: Record< string, Audit >;
		categories: {
			performance: {
				auditRefs: Array< {
					id: string;
					weight: number;
					group: string;
				} >;
			};
		};
		categoryGroups: Record< string, { title: string } >;
	};
	error?: {
		code: number;
		message: string;
		status?: string;
		errors: Array< { domain: string; reason: string; message: string } >;
	};
}

let emu: RunningEmulator;

before( async () => {
	emu = await start();
} );
after( () => emu.close() );
beforeEach( () => control( emu.url, '/reset', {} ) );

const psiUrl = ( url: string ) =>
	`${
		emu.url
	}/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?url=${ encodeURIComponent(
		url
	) }&strategy=mobile`;
const psi = ( url: string ) => call< Psi >( psiUrl( url ) );

const HOME = 'http://127.0.0.1:8888/';
/** A static page deep in the catalogue: too little traffic for its own CrUX data. */
const QUIET = `${ HOME }contact/`;

describe( 'PageSpeed Insights as Lighthouse 13 answers', () => {
	it( 'reports Lighthouse 13 with insight audits carrying metricSavings', async () => {
		const { body } = await psi( HOME );
		assert.match( body.lighthouseResult.lighthouseVersion, /^13\./ );
		const audits = body.lighthouseResult.audits;
		for ( const id of [
			'render-blocking-insight',
			'lcp-discovery-insight',
			'image-delivery-insight',
			'document-latency-insight',
			'cache-insight',
			'font-display-insight',
			'third-parties-insight',
		] ) {
			const audit = audits[ id ];
			assert.equal( audit.id, id );
			assert.equal( typeof audit.title, 'string' );
			assert.equal( typeof audit.description, 'string' );
			assert.ok( [ 0, 0.5, 1 ].includes( audit.score as number ), id );
			assert.equal( audit.scoreDisplayMode, 'metricSavings' );
			assert.equal( typeof audit.metricSavings, 'object', id );
		}
		assert.deepEqual(
			Object.keys(
				audits[ 'render-blocking-insight' ].metricSavings ?? {}
			),
			[ 'FCP', 'LCP' ]
		);
		// The legacy audits the insights replaced are gone.
		for ( const id of [
			'render-blocking-resources',
			'server-response-time',
			'uses-text-compression',
			'modern-image-formats',
		] ) {
			assert.equal( audits[ id ], undefined, id );
		}
		const refs = body.lighthouseResult.categories.performance.auditRefs;
		const groupOf = ( id: string ) => refs.find( ( r ) => r.id === id );
		assert.deepEqual( groupOf( 'largest-contentful-paint' ), {
			id: 'largest-contentful-paint',
			weight: 25,
			group: 'metrics',
			acronym: 'LCP',
		} );
		assert.deepEqual( groupOf( 'render-blocking-insight' ), {
			id: 'render-blocking-insight',
			weight: 0,
			group: 'insights',
		} );
		assert.equal( groupOf( 'unused-javascript' )?.group, 'diagnostics' );
		assert.equal(
			refs.reduce( ( s, r ) => s + r.weight, 0 ),
			100
		);
		assert.ok( body.lighthouseResult.categoryGroups.insights.title );
	} );

	it( 'has field data of its own for a busy page and the origin’s, flagged origin_fallback, for a quiet one', async () => {
		const busy = ( await psi( HOME ) ).body;
		assert.equal( busy.loadingExperience.id, HOME );
		assert.equal( busy.loadingExperience.origin_fallback, undefined );
		const quiet = ( await psi( QUIET ) ).body;
		assert.equal( quiet.loadingExperience.origin_fallback, true );
		assert.equal( quiet.loadingExperience.id, 'http://127.0.0.1:8888' );
		assert.equal(
			quiet.loadingExperience.initial_url,
			`${ HOME }contact/`
		);
		assert.deepEqual(
			quiet.loadingExperience.metrics,
			quiet.originLoadingExperience?.metrics
		);
	} );

	it( 'small-site: every page falls back to the origin; new-site: no field data at all', async () => {
		await control( emu.url, '/scenario', { name: 'small-site' } );
		const small = ( await psi( HOME ) ).body;
		assert.equal( small.loadingExperience.origin_fallback, true );
		await control( emu.url, '/scenario', { name: 'new-site' } );
		const fresh = ( await psi( HOME ) ).body;
		assert.deepEqual( fresh.loadingExperience, { initial_url: HOME } );
		assert.equal( 'originLoadingExperience' in fresh, false );
		assert.match( fresh.lighthouseResult.lighthouseVersion, /^13\./ );
	} );

	it( 'answers Lighthouse runtime errors as the API does (500, domain lighthouse)', async () => {
		await control( emu.url, '/faults', { kind: 'lighthouse_error' } );
		const failed = await psi( HOME );
		assert.equal( failed.status, 500 );
		assert.equal( failed.body.error?.code, 500 );
		assert.match(
			failed.body.error?.message ?? '',
			/^Lighthouse returned error: FAILED_DOCUMENT_REQUEST\. Lighthouse was unable to reliably load the page you requested\./
		);
		assert.deepEqual(
			failed.body.error?.errors.map( ( e ) => [ e.domain, e.reason ] ),
			[ [ 'lighthouse', 'lighthouseError' ] ]
		);
		assert.equal( failed.body.error?.status, undefined );
		await control( emu.url, '/faults', {
			kind: 'lighthouse_error',
			code: 'NO_FCP',
		} );
		assert.match(
			( await psi( HOME ) ).body.error?.message ?? '',
			/^Lighthouse returned error: NO_FCP\. The page did not paint any content/
		);
		assert.equal( ( await psi( HOME ) ).status, 200 );
		const bad = await control( emu.url, '/faults', {
			kind: 'lighthouse_error',
			code: 'NOPE',
		} );
		assert.equal( bad.status, 400 );
	} );

	it( 'answers late with pagespeedLatencyMs, and slow-pagespeed takes over ten seconds', async () => {
		await control( emu.url, '/config', { pagespeedLatencyMs: 300 } );
		const t0 = performance.now();
		assert.equal( ( await psi( HOME ) ).status, 200 );
		assert.ok( performance.now() - t0 >= 290 );
		await control( emu.url, '/config', { pagespeedLatencyMs: null } );
		await control( emu.url, '/scenario', { name: 'slow-pagespeed' } );
		await assert.rejects(
			fetch( psiUrl( HOME ), { signal: AbortSignal.timeout( 1000 ) } ),
			/abort|timeout/i
		);
	} );
} );
