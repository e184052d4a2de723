/**
 * Issue 12, "Production-shaped" (done when): two PHP servers sharing MariaDB and Redis
 * (bin/test-load.mjs starts them), the dashboard's real batch requests (captured once from
 * Chromium on a site with every module connected).
 *
 * - 40 viewers open the cold dashboard at the same moment, alternating servers: the emulator's
 *   log shows one provider call per distinct report (as many as one viewer alone makes, none
 *   more for any endpoint), and no viewer gets an error.
 * - Reports near expiry are renewed by the cron event (googlesitekit_report_cache_warm): it
 *   makes the provider calls, and the first viewer afterwards causes none and gets the renewed
 *   copies, not marked stale.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import {
	captureDashboard,
	control,
	countBy,
	distinctReports,
	openCrowd,
	openDashboard,
	providerCalls,
	setLatency,
	settleProviders,
	type Batch,
	type LogEntry,
} from '../bench/load-stack';
import { BASE_URL, clearReportCache, wpEval } from '../e2e/utils/site';

const SERVERS = ( process.env.LOAD_URLS || BASE_URL ).split( ',' );
const VIEWERS = 40;
/** Google's latency during the cold runs, so the viewers' requests overlap as they would. */
const LATENCY_MS = 300;
/** What the aged copies hold: a viewer served one would see it. */
const AGED = 'aged-copy-before-the-cron-run';

/**
 * Calls of reports the background refresh renews: every one but realtime reads, which are cached for a minute and
 * never renewed in the background (nobody may be looking).
 *
 * @param calls Provider calls.
 */
const renewable = ( calls: LogEntry[] ) =>
	calls.filter( ( call ) => ! call.path.includes( ':runRealtimeReport' ) );

let batches: Batch[] = [];
let headers: Record< string, string > = {};
/** Provider calls of one viewer alone on the cold dashboard. */
let alone: LogEntry[] = [];

/**
 * Empties the report cache and checks that no read of the warm list has a fresh copy left.
 */
function clearCold() {
	clearReportCache();
	const left = wpEval(
		`$c = $GLOBALS['googlesitekit_plugin']->report_cache(); $n = 0; foreach ( array_keys( $c->warm_list()->entries( true ) ) as $k ) { $n += null !== $c->fresh_now( (string) $k ) ? 1 : 0; } echo $n;`
	).trim();
	assert.equal( left, '0', 'the report cache is empty' );
}

before( async () => {
	assert.ok(
		SERVERS.length >= 2,
		`two PHP servers (LOAD_URLS: ${ SERVERS })`
	);
	await control( 'POST', '/reset', {} );
	await control( 'POST', '/config', { siteUrl: `${ BASE_URL }/` } );
	( { batches, headers } = await captureDashboard() );
} );

test( '40 simultaneous cold viewers over both servers: one provider call per distinct report, no error', async () => {
	await settleProviders();
	await setLatency( LATENCY_MS );
	try {
		clearCold();
		await control( 'DELETE', '/requests' );
		const one = (
			await openDashboard( SERVERS[ 0 ], batches, headers )
		).flatMap( ( sample ) => sample.errors );
		assert.deepEqual( one, [], 'one viewer alone: no error' );
		await settleProviders();
		alone = await providerCalls();
		const reports = distinctReports( batches ).size;
		assert.ok( alone.length > 0, 'the cold dashboard asks Google' );
		assert.ok(
			alone.length <= reports,
			`one viewer: at most one call per distinct report (${ alone.length } for ${ reports })`
		);

		clearCold();
		await control( 'DELETE', '/requests' );
		const samples = await openCrowd( SERVERS, VIEWERS, batches, headers );
		await settleProviders();
		const crowd = await providerCalls();

		assert.deepEqual(
			samples.flatMap( ( sample ) => sample.errors ),
			[],
			'no viewer got an error'
		);
		assert.equal(
			new Set( samples.map( ( sample ) => sample.server ) ).size,
			SERVERS.length,
			'both servers answered viewers'
		);
		assert.deepEqual(
			Object.fromEntries( countBy( crowd ) ),
			Object.fromEntries( countBy( alone ) ),
			'40 viewers: the calls of one viewer alone, endpoint by endpoint'
		);
	} finally {
		await setLatency( 0 );
	}
} );

test( 'reports renewed by the cron event are served to the first viewer without a provider call, not stale', async () => {
	assert.ok( alone.length > 0, 'the cold test ran first' );
	// Every read of the dashboard is on the warm list (the cold viewers answered them). Make each fresh
	// copy 30 s from expiry, holding a value no real answer has (the emulator cannot move WordPress's clock).
	const aged = wpEval(
		`$c = $GLOBALS['googlesitekit_plugin']->report_cache(); $n = 0; foreach ( array_keys( $c->warm_list()->entries( true ) ) as $k ) { if ( null === $c->fresh_now( (string) $k ) ) { continue; } $c->expire( (string) $k ); $c->store( (string) $k, ${ JSON.stringify(
			AGED
		) }, 30 ); ++$n; } $c->commit(); echo $n;`
	).trim();
	assert.ok(
		Number( aged ) >= renewable( alone ).length,
		`every report's copy aged (${ aged })`
	);

	await control( 'DELETE', '/requests' );
	wpEval( `do_action( 'googlesitekit_report_cache_warm' );` );
	await settleProviders( 500 );
	assert.deepEqual(
		Object.fromEntries( countBy( await providerCalls() ) ),
		Object.fromEntries( countBy( renewable( alone ) ) ),
		'the cron event renewed each report once'
	);
	const renewed = JSON.parse(
		wpEval(
			`$c = $GLOBALS['googlesitekit_plugin']->report_cache(); $out = array(); foreach ( array_keys( $c->warm_list()->entries( true ) ) as $k ) { $f = $c->fresh_now( (string) $k ); $out[] = null === $f ? null : array( 'aged' => ${ JSON.stringify(
				AGED
			) } === $f['value'], 'ttl' => $f['ttl'] ?? 0, 'age' => time() - $f['time'] ); } echo wp_json_encode( $out );`
		)
	) as Array< { aged: boolean; ttl: number; age: number } | null >;
	for ( const copy of renewed ) {
		assert.ok( copy, 'a fresh copy' );
		assert.equal( copy.aged, false, 'renewed with Google’s answer' );
		assert.ok( copy.ttl > 30, `its full TTL (${ copy.ttl } s)` );
		assert.ok( copy.age < 60, 'written by this run' );
	}

	await control( 'DELETE', '/requests' );
	const samples = await openDashboard( SERVERS[ 1 ], batches, headers, true );
	await settleProviders( 500 );
	assert.deepEqual(
		samples.flatMap( ( sample ) => sample.errors ),
		[],
		'no error'
	);
	assert.deepEqual(
		samples.flatMap( ( sample ) => sample.stale ),
		[],
		'nothing marked stale'
	);
	const served = samples.flatMap( ( sample ) =>
		Object.values( sample.values || {} )
	);
	assert.equal(
		served.length,
		batches.reduce( ( n, batch ) => n + batch.reports.length, 0 )
	);
	assert.ok(
		served.every( ( value ) => value !== AGED ),
		'the renewed copies, not the aged ones'
	);
	assert.deepEqual(
		renewable( await providerCalls() ),
		[],
		'the first viewer after the cron run made no provider call'
	);
} );
