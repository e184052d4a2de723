/**
 * npm run bench, load section (issue 12 item 5): the dashboard's batch reads under
 * many viewers at once, over two PHP servers sharing one site and database.
 *
 * - Cold: 40 viewers open the dashboard at the same moment (empty server cache), spread
 *   over both servers, each sending the dashboard's batch requests. Target: one provider
 *   call per distinct report (as many as one viewer alone makes), no error.
 * - Warm: 20 viewers each open the dashboard (its batch requests at once), look at it for
 *   BENCH_THINK_MS (default 1000) and open it again, for BENCH_LOAD_SECONDS (default 15).
 *   Targets: p95 ≤ 100 ms, no error, no provider call, no Site Kit row written. Then the
 *   same viewers with no pause for BENCH_SATURATION_SECONDS (default 10): the most
 *   requests/s the servers answer, for information.
 *
 * The batch requests are the real ones: captured from the dashboard in Chromium, then
 * replayed with the admin's cookies and REST nonce. Run by bin/bench.mjs, which serves the
 * site on the servers listed in BENCH_LOAD_URLS (comma-separated) and the emulator. Exits
 * non-zero only when a target is missed (or the bench itself fails). BENCH_SAVE_BATCHES=<file>
 * keeps the captured batch requests (JSON) for replaying them by hand.
 */
import fs from 'node:fs';

import {
	BASE_URL,
	clearReportCache,
	restoreDatabase,
	wpEval,
} from '../e2e/utils/site';
import {
	captureDashboard,
	control,
	countBy,
	distinctReports,
	openDashboard,
	providerCalls,
	redisPort,
	send,
	setLatency,
	settleProviders,
	sleep,
	watchRedisWrites,
	type Batch,
	type Sample,
	printTable,
	reportMissed,
	type Cell,
	openCrowd,
} from './load-stack';

const SERVERS = ( process.env.BENCH_LOAD_URLS || BASE_URL )
	.split( ',' )
	.filter( Boolean );
const COLD_VIEWERS = Number( process.env.BENCH_COLD_VIEWERS || 40 );
const WARM_VIEWERS = Number( process.env.BENCH_WARM_VIEWERS || 20 );
const WARM_SECONDS = Number( process.env.BENCH_LOAD_SECONDS || 15 );
/** How long a warm viewer looks at the dashboard before opening it again. */
const THINK_MS = Number( process.env.BENCH_THINK_MS ?? 1000 );
const SATURATION_SECONDS = Number( process.env.BENCH_SATURATION_SECONDS || 10 );
const P95_TARGET_MS = 100;
/** Latency of every Google API during the cold run, so the viewers' requests overlap as they would. */
const COLD_LATENCY_MS = 300;

/**
 * Warm viewers: each opens the dashboard (its batch requests at once, round robin over the
 * servers), waits for the answers, looks at it for `pauseMs`, and opens it again.
 *
 * @param batches The dashboard's batches.
 * @param headers Session headers.
 * @param pauseMs Pause between two opens of one viewer.
 * @param seconds How long the run lasts.
 */
async function viewWarm(
	batches: Batch[],
	headers: Record< string, string >,
	pauseMs: number,
	seconds: number
): Promise< { samples: Sample[]; wallMs: number } > {
	const samples: Sample[] = [];
	const start = performance.now();
	const end = start + seconds * 1000;
	await Promise.all(
		Array.from( { length: WARM_VIEWERS }, async ( _, viewer ) => {
			// The viewers arrive spread over one pause, not in step.
			await sleep( ( pauseMs * viewer ) / WARM_VIEWERS );
			let round = viewer;
			while ( performance.now() < end ) {
				const server = SERVERS[ round % SERVERS.length ];
				samples.push(
					...( await openDashboard( server, batches, headers ) )
				);
				round++;
				if ( pauseMs ) {
					await sleep( pauseMs );
				}
			}
		} )
	);
	return { samples, wallMs: performance.now() - start };
}

const percentile = ( sorted: number[], p: number ) =>
	sorted.length
		? sorted[
				Math.min(
					sorted.length - 1,
					Math.ceil( p * sorted.length ) - 1
				)
		  ]
		: NaN;

/**
 * Empties the report cache and checks it is: no fresh copy left of any read on the warm list
 * (with Redis, flush() starts a new generation, which orphans every entry).
 */
function clearCold() {
	clearReportCache();
	const left = wpEval(
		`$c = $GLOBALS['googlesitekit_plugin']->report_cache(); $n = 0; foreach ( array_keys( $c->warm_list()->entries( true ) ) as $k ) { $n += null !== $c->fresh_now( (string) $k ) ? 1 : 0; } echo $n;`
	).trim();
	if ( left !== '0' ) {
		throw new Error(
			`The report cache still holds ${ left } fresh reports after clearing it.`
		);
	}
}

/** A digest of every Site Kit row of the options table (the cache, its index, budgets, settings). */
const storedState = () =>
	wpEval(
		`global $wpdb; echo md5( (string) wp_json_encode( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%' ORDER BY option_name", ARRAY_N ) ) );`
	).trim();

const ms = ( value: number ) => `${ Math.round( value ) } ms`;

const errorList = ( samples: Sample[] ) => {
	const all = samples.flatMap( ( sample ) => sample.errors );
	const distinct = [ ...new Set( all ) ];
	return { count: all.length, first: distinct.slice( 0, 3 ) };
};

( async () => {
	const started = Date.now();
	restoreDatabase();
	await control( 'POST', '/reset', {} );
	await control( 'POST', '/config', { siteUrl: `${ BASE_URL }/` } );
	const { batches, headers } = await captureDashboard();
	if ( process.env.BENCH_SAVE_BATCHES ) {
		// For replaying them by hand (e.g. while profiling one request).
		fs.writeFileSync(
			process.env.BENCH_SAVE_BATCHES,
			JSON.stringify( batches, null, '\t' )
		);
	}
	const reports = distinctReports( batches );

	// Cold, one viewer: how many provider calls the dashboard's distinct reports make.
	await settleProviders();
	await setLatency( COLD_LATENCY_MS );
	clearCold();
	await control( 'DELETE', '/requests' );
	const alone = await openDashboard( SERVERS[ 0 ], batches, headers );
	await settleProviders();
	const aloneCalls = await providerCalls();

	// Cold, many viewers at once over every server.
	clearCold();
	await control( 'DELETE', '/requests' );
	const coldStart = performance.now();
	const cold = await openCrowd( SERVERS, COLD_VIEWERS, batches, headers );
	const coldWall = performance.now() - coldStart;
	await settleProviders();
	const coldCalls = await providerCalls();
	await setLatency( 0 );

	// The extra calls of the crowd, by endpoint, beyond what one viewer needed.
	const aloneBy = countBy( aloneCalls );
	const extra = [ ...countBy( coldCalls ) ]
		.map(
			( [ sig, count ] ) =>
				[ sig, count - ( aloneBy.get( sig ) || 0 ) ] as const
		)
		.filter( ( [ , more ] ) => more > 0 );

	// Warm: unloaded latency first, then the viewers back to back.
	const single: Sample[] = [];
	for ( let i = 0; i < 20; i++ ) {
		single.push(
			await send(
				SERVERS[ i % SERVERS.length ],
				batches[ i % batches.length ],
				headers
			)
		);
	}
	await control( 'DELETE', '/requests' );
	const before = storedState();
	const port = redisPort();
	const redisWatch = port ? await watchRedisWrites( port ) : null;
	const warmRun = await viewWarm( batches, headers, THINK_MS, WARM_SECONDS );
	const redisChanges = redisWatch ? await redisWatch.stop() : [];
	const warm = warmRun.samples;
	await settleProviders( 500 );
	const warmCalls = await providerCalls();
	const wroteRows = storedState() !== before;
	// Site Kit's Redis entries (its groups and transients); the other keys are WordPress's own caches.
	const siteKitKeys = redisChanges.filter( ( change ) =>
		/googlesitekit/i.test( change )
	);
	const wrote = wroteRows || siteKitKeys.length > 0;
	const wroteText = wrote ? 'some' : 'none';
	// The same viewers with no pause at all: how many requests/s the servers answer at most.
	const flat = await viewWarm( batches, headers, 0, SATURATION_SECONDS );
	const flatSorted = flat.samples
		.map( ( sample ) => sample.ms )
		.sort( ( a, b ) => a - b );

	const coldSorted = cold.map( ( s ) => s.ms ).sort( ( a, b ) => a - b );
	const warmSorted = warm.map( ( s ) => s.ms ).sort( ( a, b ) => a - b );
	const singleSorted = single.map( ( s ) => s.ms ).sort( ( a, b ) => a - b );
	const coldErrors = errorList( [ ...alone, ...cold ] );
	const warmErrors = errorList( [ ...single, ...warm, ...flat.samples ] );
	const warmP95 = percentile( warmSorted, 0.95 );
	const perServer = SERVERS.map(
		( server ) => warm.filter( ( s ) => s.server === server ).length
	);

	const rows: Array< Array< string | Cell > > = [
		[
			`Cold: ${ COLD_VIEWERS } viewers at once`,
			'Provider calls',
			{
				text: `${ coldCalls.length } (one viewer alone: ${ aloneCalls.length }, for ${ reports.size } distinct reports)`,
				ok:
					aloneCalls.length > 0 &&
					coldCalls.length === aloneCalls.length &&
					extra.length === 0,
			},
			'one per distinct report (= one viewer alone)',
		],
		[
			'',
			'Errors',
			{
				text: `${ coldErrors.count } of ${
					cold.length + alone.length
				} requests`,
				ok: coldErrors.count === 0,
			},
			'0',
		],
		[
			'',
			'Latency p50 / p95 / max',
			`${ ms( percentile( coldSorted, 0.5 ) ) } / ${ ms(
				percentile( coldSorted, 0.95 )
			) } / ${ ms(
				coldSorted[ coldSorted.length - 1 ]
			) } (Google answering in ${ COLD_LATENCY_MS } ms)`,
			'—',
		],
		[
			'',
			'Requests, wall time',
			`${ cold.length } in ${ ms( coldWall ) }`,
			'—',
		],
		[
			`Warm: ${ WARM_VIEWERS } viewers, ${ WARM_SECONDS } s`,
			'Latency p50 / p95 / max',
			{
				text: `${ ms( percentile( warmSorted, 0.5 ) ) } / ${ ms(
					warmP95
				) } / ${ ms( warmSorted[ warmSorted.length - 1 ] ) }`,
				ok: warmSorted.length > 0 && warmP95 <= P95_TARGET_MS,
			},
			`p95 ≤ ${ P95_TARGET_MS } ms`,
		],
		[
			'',
			'Requests/s',
			`${ ( warm.length / ( warmRun.wallMs / 1000 ) ).toFixed( 1 ) } (${
				warm.length
			} requests; ${ perServer.join( ' + ' ) } by server)`,
			'—',
		],
		[
			'',
			'Errors',
			{
				text: `${ warmErrors.count } of ${
					warm.length + single.length + flat.samples.length
				} requests`,
				ok: warmErrors.count === 0,
			},
			'0',
		],
		[
			'',
			'Provider calls',
			{ text: String( warmCalls.length ), ok: warmCalls.length === 0 },
			'0',
		],
		[
			'',
			port
				? 'Site Kit rows / Redis keys written'
				: 'Site Kit rows written',
			{
				text: port
					? `${ wroteRows ? 'some rows' : 'no row' }, ${
							siteKitKeys.length
					  } Redis key writes (WordPress's own: ${
							redisChanges.length - siteKitKeys.length
					  })`
					: wroteText,
				ok: ! wrote,
			},
			'none (a warm read only reads)',
		],
		[
			`Warm: ${ WARM_VIEWERS } viewers, no pause, ${ SATURATION_SECONDS } s`,
			'Latency p50 / p95 / max',
			`${ ms( percentile( flatSorted, 0.5 ) ) } / ${ ms(
				percentile( flatSorted, 0.95 )
			) } / ${ ms( flatSorted[ flatSorted.length - 1 ] ) }`,
			'— (the servers at full load)',
		],
		[
			'',
			'Requests/s',
			( flat.samples.length / ( flat.wallMs / 1000 ) ).toFixed( 1 ),
			'—',
		],
		[
			'Warm: one viewer alone',
			'Latency p50 / max',
			`${ ms( percentile( singleSorted, 0.5 ) ) } / ${ ms(
				singleSorted[ singleSorted.length - 1 ]
			) }`,
			'—',
		],
	];

	console.log(
		`\nSite Kit load benchmark: the dashboard's batch reads (${
			batches.length
		} request${ batches.length === 1 ? '' : 's' } per dashboard: ${ batches
			.map( ( b ) => b.reports.length )
			.join( ' + ' ) } reports) on ${ SERVERS.length } PHP server${
			SERVERS.length === 1 ? '' : 's'
		} (${ SERVERS.map( ( s ) => new URL( s ).port ).join( ', ' ) })`
	);
	console.log(
		`Stack: ${ process.env.BENCH_STACK || 'SQLite, no object cache' }\n`
	);
	console.log(
		`A warm viewer opens the dashboard (its batch requests at once), looks at it for ${ THINK_MS } ms and opens it again; viewers go round robin over the servers.\n`
	);
	printTable( [ 'Run', 'Measure', 'Figure', 'Target' ], rows );
	if ( siteKitKeys.length ) {
		console.log(
			'\nRedis keys of Site Kit written by warm reads (first ones):'
		);
		[ ...new Set( siteKitKeys ) ]
			.slice( 0, 5 )
			.forEach( ( change ) => console.log( `  ${ change }` ) );
	}
	if ( extra.length ) {
		console.log(
			'\nProvider calls beyond one per report (endpoint: extra calls):'
		);
		extra.forEach( ( [ sig, more ] ) =>
			console.log( `  ${ sig }: +${ more }` )
		);
	}
	for ( const [ label, errors ] of [
		[ 'cold', coldErrors ],
		[ 'warm', warmErrors ],
	] as const ) {
		if ( errors.count ) {
			console.log( `\nErrors (${ label }), first kinds:` );
			errors.first.forEach( ( e ) => console.log( `  ${ e }` ) );
		}
	}
	console.log(
		`\nLoad bench time: ${ Math.round(
			( Date.now() - started ) / 1000
		) } s`
	);

	reportMissed( rows, 'load target(s)' );
} )().catch( ( error ) => {
	console.error( error );
	process.exit( 2 );
} );
