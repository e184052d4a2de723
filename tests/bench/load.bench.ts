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

import { launch, login } from '../e2e/utils/browser';
import { connectAllModules } from '../e2e/utils/connected-site';
import {
	BASE_URL,
	clearReportCache,
	pageURL,
	restoreDatabase,
	wpEval,
} from '../e2e/utils/site';

const EMULATOR = process.env.E2E_EMULATOR_URL || 'http://127.0.0.1:9397';
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
const REQUEST_TIMEOUT_MS = 60000;

const PROVIDER_APIS = [
	'searchconsole',
	'analyticsdata',
	'analyticsadmin',
	'pagespeed',
	'adsense',
	'siteverification',
	'tagmanager',
];
const NOT_PROVIDER_CALLS = [ 'oauth', 'static', 'unknown' ];

interface LogEntry {
	api: string;
	method: string;
	path: string;
	query: Record< string, string | string[] >;
	status: number;
}

/** One of the dashboard's batch requests, as Chromium sent it. */
interface Batch {
	/** Path and query, below the server's origin. */
	path: string;
	body: string;
	/** Report keys it carries. */
	reports: string[];
}

interface Sample {
	server: string;
	ms: number;
	/** Empty when the request and each of its reports succeeded. */
	errors: string[];
}

const sleep = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

const control = async ( method: string, route: string, body?: unknown ) => {
	const response = await fetch( `${ EMULATOR }/__emulator${ route }`, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	if ( ! response.ok ) {
		throw new Error(
			`Emulator ${ method } ${ route }: ${
				response.status
			} ${ await response.text() }`
		);
	}
	return response.json();
};

const providerCalls = async (): Promise< LogEntry[] > =>
	(
		( await control( 'GET', '/requests' ) ) as { requests: LogEntry[] }
	 ).requests.filter(
		( entry ) => ! NOT_PROVIDER_CALLS.includes( entry.api )
	);

/**
 * Waits until the emulator's log stops growing.
 *
 * @param quietMs How long the log must stay the same.
 * @param maxMs   Longest wait.
 */
async function settleProviders( quietMs = 1000, maxMs = 20000 ) {
	const started = Date.now();
	let count = -1;
	let since = Date.now();
	while ( Date.now() - started < maxMs ) {
		const now = ( await providerCalls() ).length;
		if ( now !== count ) {
			count = now;
			since = Date.now();
		} else if ( Date.now() - since >= quietMs ) {
			return;
		}
		await sleep( 200 );
	}
}

const setLatency = async ( ms: number ) => {
	await control( 'DELETE', '/faults' );
	if ( ms > 0 ) {
		await control( 'POST', '/faults', {
			faults: PROVIDER_APIS.map( ( api ) => ( {
				kind: 'latency',
				api,
				ms,
				persistent: true,
			} ) ),
		} );
	}
};

/**
 * Endpoint, method and query of a provider call (the log holds no bodies: calls to one
 * endpoint that differ only by their body share a signature).
 *
 * @param call Logged call.
 */
const signature = ( call: LogEntry ) =>
	`${ call.api } ${ call.method } ${ call.path }${
		Object.keys( call.query ).length
			? `?${ new URLSearchParams(
					Object.entries( call.query ).flatMap( ( [ k, v ] ) =>
						( Array.isArray( v ) ? v : [ v ] ).map( ( one ) => [
							k,
							one,
						] )
					)
			  ).toString() }`
			: ''
	}`;

const countBy = ( calls: LogEntry[] ) => {
	const counts = new Map< string, number >();
	calls.forEach( ( call ) =>
		counts.set(
			signature( call ),
			( counts.get( signature( call ) ) || 0 ) + 1
		)
	);
	return counts;
};

/**
 * Logs the admin in, connects every module, loads the dashboard once and keeps its batch
 * requests and the session (cookies, REST nonce) to replay them.
 */
async function captureDashboard(): Promise< {
	batches: Batch[];
	headers: Record< string, string >;
} > {
	const browser = await launch();
	try {
		const setup = await browser.newContext();
		const setupPage = await setup.newPage();
		await login( setupPage );
		await connectAllModules( setupPage );
		const state = await setup.storageState();
		await setup.close();
		await settleProviders( 1500 );
		// A new browser session: the sign-in's own dashboard left its reads in sessionStorage.
		const context = await browser.newContext( {
			storageState: { cookies: state.cookies, origins: [] },
		} );
		const page = await context.newPage();
		const batches: Batch[] = [];
		let nonce = '';
		let pending = 0;
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			const route = url.searchParams.get( 'rest_route' ) || url.pathname;
			if (
				request.method() !== 'POST' ||
				! route.endsWith( '/core/reports/data/batch' )
			) {
				return;
			}
			pending++;
			nonce = request.headers()[ 'x-wp-nonce' ] || nonce;
			const body = request.postData() || '';
			const reports = (
				(
					JSON.parse( body ) as {
						data: { requests: Array< { key: string } > };
					}
				 ).data.requests || []
			).map( ( item ) => item.key );
			batches.push( { path: url.pathname + url.search, body, reports } );
		} );
		const done = () => pending--;
		page.on( 'requestfinished', ( request ) => {
			if ( request.url().includes( 'reports' ) ) {
				done();
			}
		} );
		page.on( 'requestfailed', ( request ) => {
			if ( request.url().includes( 'reports' ) ) {
				done();
			}
		} );
		await page.goto( pageURL( 'dashboard' ) );
		// Every batch is sent within a moment of the first render; wait for their answers.
		const deadline = Date.now() + 60000;
		let quiet = 0;
		while ( Date.now() < deadline && quiet < 10 ) {
			quiet = batches.length && pending <= 0 ? quiet + 1 : 0;
			await sleep( 200 );
		}
		if ( ! batches.length || ! nonce ) {
			throw new Error( 'The dashboard sent no batch request.' );
		}
		const cookie = ( await context.cookies() )
			.map( ( c ) => `${ c.name }=${ c.value }` )
			.join( '; ' );
		await context.close();
		return {
			batches,
			headers: {
				cookie,
				'content-type': 'application/json',
				'x-wp-nonce': nonce,
			},
		};
	} finally {
		await browser.close();
	}
}

/**
 * Sends one batch request and checks its answer.
 *
 * @param server  Origin.
 * @param batch   The batch.
 * @param headers Session headers.
 */
async function send(
	server: string,
	batch: Batch,
	headers: Record< string, string >
): Promise< Sample > {
	const start = performance.now();
	const errors: string[] = [];
	try {
		const response = await fetch( server + batch.path, {
			method: 'POST',
			headers,
			body: batch.body,
			signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
		} );
		const text = await response.text();
		if ( response.status !== 200 ) {
			errors.push(
				`HTTP ${ response.status }: ${ text.slice( 0, 120 ) }`
			);
		} else {
			const body = JSON.parse( text ) as Record<
				string,
				{ error?: { code: string; message: string } }
			>;
			for ( const key of batch.reports ) {
				if ( ! body[ key ] ) {
					errors.push( `${ key }: no answer` );
				} else if ( body[ key ].error ) {
					errors.push(
						`${ key }: ${ body[ key ].error?.code } ${ body[ key ].error?.message }`
					);
				}
			}
		}
	} catch ( error ) {
		errors.push( ( error as Error ).message );
	}
	return { server, ms: performance.now() - start, errors };
}

/**
 * One viewer opening the dashboard: its batch requests at once, as the app sends them.
 *
 * @param server  Origin.
 * @param batches The dashboard's batches.
 * @param headers Session headers.
 */
const openDashboard = (
	server: string,
	batches: Batch[],
	headers: Record< string, string >
) => Promise.all( batches.map( ( batch ) => send( server, batch, headers ) ) );

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

/** A digest of every Site Kit row of the options table (the cache, its index, budgets, settings). */
const storedState = () =>
	wpEval(
		`global $wpdb; echo md5( (string) wp_json_encode( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%' ORDER BY option_name", ARRAY_N ) ) );`
	).trim();

const ms = ( value: number ) => `${ Math.round( value ) } ms`;

interface Cell {
	text: string;
	ok?: boolean;
}

function printTable( header: string[], rows: Array< Array< string | Cell > > ) {
	const text = rows.map( ( row ) =>
		row.map( ( cell ) => {
			if ( typeof cell === 'string' ) {
				return cell;
			}
			if ( cell.ok === undefined ) {
				return cell.text;
			}
			return `${ cell.ok ? 'PASS' : 'MISS' } ${ cell.text }`;
		} )
	);
	const widths = header.map( ( title, column ) =>
		Math.max(
			title.length,
			...text.map( ( row ) => ( row[ column ] || '' ).length )
		)
	);
	const line = ( cells: string[] ) =>
		cells
			.map( ( cell, column ) =>
				( cell || '' ).padEnd( widths[ column ] )
			)
			.join( ' │ ' )
			.trimEnd();
	console.log( line( header ) );
	console.log( widths.map( ( width ) => '─'.repeat( width ) ).join( '─┼─' ) );
	text.forEach( ( row ) => console.log( line( row ) ) );
}

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
	const reports = new Set(
		batches.flatMap( ( batch ) => {
			const items = (
				JSON.parse( batch.body ) as {
					data: {
						requests: Array< { path: string; params?: unknown } >;
					};
				}
			 ).data.requests;
			return items.map( ( item ) =>
				JSON.stringify( [ item.path, item.params ?? {} ] )
			);
		} )
	);

	// Cold, one viewer: how many provider calls the dashboard's distinct reports make.
	await settleProviders();
	await setLatency( COLD_LATENCY_MS );
	clearReportCache();
	await control( 'DELETE', '/requests' );
	const alone = await openDashboard( SERVERS[ 0 ], batches, headers );
	await settleProviders();
	const aloneCalls = await providerCalls();

	// Cold, many viewers at once over every server.
	clearReportCache();
	await control( 'DELETE', '/requests' );
	const coldStart = performance.now();
	const cold = (
		await Promise.all(
			Array.from( { length: COLD_VIEWERS }, ( _, viewer ) =>
				openDashboard(
					SERVERS[ viewer % SERVERS.length ],
					batches,
					headers
				)
			)
		)
	).flat();
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
	const warmRun = await viewWarm( batches, headers, THINK_MS, WARM_SECONDS );
	const warm = warmRun.samples;
	await settleProviders( 500 );
	const warmCalls = await providerCalls();
	const wrote = storedState() !== before;
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
			'Site Kit rows written',
			{ text: wrote ? 'some' : 'none', ok: ! wrote },
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

	const missed = rows
		.flat()
		.filter(
			( cell ): cell is Cell =>
				typeof cell !== 'string' && cell.ok === false
		).length;
	if ( missed ) {
		console.log( `\n${ missed } load target(s) missed.` );
	}
	process.exitCode = missed ? 1 : 0;
} )().catch( ( error ) => {
	console.error( error );
	process.exit( 2 );
} );
