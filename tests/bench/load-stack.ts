/**
 * What the load bench (tests/bench/load.bench.ts) and the production-shape test
 * (tests/load/production-shape.test.ts) share: the emulator's control endpoint and request log,
 * the dashboard's batch requests captured from Chromium, viewers replaying them, and the
 * Redis writes of a run (keyspace notifications).
 */
import net from 'node:net';

import { launch, login } from '../e2e/utils/browser';
import { connectAllModules } from '../e2e/utils/connected-site';
import { pageURL } from '../e2e/utils/site';

export const EMULATOR = process.env.E2E_EMULATOR_URL || 'http://127.0.0.1:9397';
const REQUEST_TIMEOUT_MS = 60000;

/** Every provider API the emulator serves, OAuth aside. */
export const PROVIDER_APIS = [
	'searchconsole',
	'analyticsdata',
	'analyticsadmin',
	'pagespeed',
	'adsense',
	'siteverification',
	'tagmanager',
];
const NOT_PROVIDER_CALLS = [ 'oauth', 'static', 'unknown' ];

/** A call in the emulator's request log. */
export interface LogEntry {
	api: string;
	method: string;
	path: string;
	query: Record< string, string | string[] >;
	status: number;
	/** Epoch ms when it arrived and when it was answered. */
	start: number;
	end: number;
	durationMs: number;
}

/** One of the dashboard's batch requests, as Chromium sent it. */
export interface Batch {
	/** Path and query, below the server's origin. */
	path: string;
	body: string;
	/** Report keys it carries. */
	reports: string[];
}

export interface Sample {
	server: string;
	ms: number;
	/** Empty when the request and each of its reports succeeded. */
	errors: string[];
	/** Reports answered with a last good copy marked stale. */
	stale: string[];
	/** Each report's value, when asked for (keepValues). */
	values?: Record< string, unknown >;
}

export const sleep = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

export const control = async (
	method: string,
	route: string,
	body?: unknown
) => {
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

export const providerCalls = async (): Promise< LogEntry[] > =>
	(
		( await control( 'GET', '/requests' ) ) as { requests: LogEntry[] }
	 ).requests.filter(
		( entry ) => ! NOT_PROVIDER_CALLS.includes( entry.api )
	);

/**
 * Waits until a log stops growing (calls still running on the server end).
 *
 * @param read    Reads the log.
 * @param quietMs How long the log must stay the same.
 * @param maxMs   Longest wait.
 */
export async function settleLog(
	read: () => Promise< unknown[] >,
	quietMs = 1000,
	maxMs = 20000
) {
	const started = Date.now();
	let count = -1;
	let since = Date.now();
	while ( Date.now() - started < maxMs ) {
		const now = ( await read() ).length;
		if ( now !== count ) {
			count = now;
			since = Date.now();
		} else if ( Date.now() - since >= quietMs ) {
			return;
		}
		await sleep( 200 );
	}
}

/**
 * Waits until the emulator's log of provider calls stops growing.
 *
 * @param quietMs How long the log must stay the same.
 * @param maxMs   Longest wait.
 */
export const settleProviders = ( quietMs = 1000, maxMs = 20000 ) =>
	settleLog( providerCalls, quietMs, maxMs );

export const setLatency = async ( ms: number ) => {
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
export const signature = ( call: LogEntry ) =>
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

export const countBy = ( calls: LogEntry[] ) => {
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
export async function captureDashboard(): Promise< {
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
 * @param server     Origin.
 * @param batch      The batch.
 * @param headers    Session headers.
 * @param keepValues Keep each report's value in the sample.
 */
export async function send(
	server: string,
	batch: Batch,
	headers: Record< string, string >,
	keepValues = false
): Promise< Sample > {
	const start = performance.now();
	const errors: string[] = [];
	const stale: string[] = [];
	const values: Record< string, unknown > = {};
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
				{
					error?: { code: string; message: string };
					stale?: unknown;
					value?: unknown;
				}
			>;
			for ( const key of batch.reports ) {
				if ( ! body[ key ] ) {
					errors.push( `${ key }: no answer` );
				} else if ( body[ key ].error ) {
					errors.push(
						`${ key }: ${ body[ key ].error?.code } ${ body[ key ].error?.message }`
					);
				} else {
					if ( body[ key ].stale ) {
						stale.push( key );
					}
					if ( keepValues ) {
						values[ key ] = body[ key ].value;
					}
				}
			}
		}
	} catch ( error ) {
		errors.push( ( error as Error ).message );
	}
	return {
		server,
		ms: performance.now() - start,
		errors,
		stale,
		...( keepValues ? { values } : {} ),
	};
}

/**
 * One viewer opening the dashboard: its batch requests at once, as the app sends them.
 *
 * @param server     Origin.
 * @param batches    The dashboard's batches.
 * @param headers    Session headers.
 * @param keepValues Keep each report's value in the samples.
 */
export const openDashboard = (
	server: string,
	batches: Batch[],
	headers: Record< string, string >,
	keepValues = false
) =>
	Promise.all(
		batches.map( ( batch ) => send( server, batch, headers, keepValues ) )
	);

/**
 * Viewers who all open the dashboard at the same moment, alternating servers.
 *
 * @param servers Origins.
 * @param viewers How many.
 * @param batches The dashboard's batches.
 * @param headers Session headers.
 * @return Every viewer's samples.
 */
export const openCrowd = async (
	servers: string[],
	viewers: number,
	batches: Batch[],
	headers: Record< string, string >
): Promise< Sample[] > =>
	(
		await Promise.all(
			Array.from( { length: viewers }, ( _, viewer ) =>
				openDashboard(
					servers[ viewer % servers.length ],
					batches,
					headers
				)
			)
		)
	).flat();

/**
 * The distinct reports of the dashboard's batches (path and arguments).
 *
 * @param batches The dashboard's batches.
 */
export const distinctReports = ( batches: Batch[] ): Set< string > =>
	new Set(
		batches.flatMap( ( batch ) =>
			(
				JSON.parse( batch.body ) as {
					data: {
						requests: Array< { path: string; params?: unknown } >;
					};
				}
			 ).data.requests.map( ( item ) =>
				JSON.stringify( [ item.path, item.params ?? {} ] )
			)
		)
	);

/** The Redis port the site's object cache uses, when OBJECT_CACHE=redis. */
export const redisPort = (): number | null =>
	( process.env.OBJECT_CACHE || '' ).toLowerCase() === 'redis'
		? Number( process.env.REDIS_TESTS_PORT || 6390 )
		: null;

/**
 * Reads RESP replies off a socket: each complete top-level reply, as nested arrays of strings,
 * numbers and null.
 *
 * @param onReply Called with each reply.
 */
function respReader( onReply: ( reply: unknown ) => void ) {
	let buffer = Buffer.alloc( 0 );
	const parse = ( at: number ): [ unknown, number ] | null => {
		const eol = buffer.indexOf( '\r\n', at );
		if ( eol < 0 ) {
			return null;
		}
		const type = String.fromCharCode( buffer[ at ] );
		const line = buffer.toString( 'utf8', at + 1, eol );
		if ( type === '+' || type === '-' ) {
			return [ line, eol + 2 ];
		}
		if ( type === ':' ) {
			return [ Number( line ), eol + 2 ];
		}
		if ( type === '$' ) {
			const length = Number( line );
			if ( length < 0 ) {
				return [ null, eol + 2 ];
			}
			if ( buffer.length < eol + 2 + length + 2 ) {
				return null;
			}
			return [
				buffer.toString( 'utf8', eol + 2, eol + 2 + length ),
				eol + 2 + length + 2,
			];
		}
		// '*': an array.
		const items: unknown[] = [];
		let next = eol + 2;
		for ( let i = 0; i < Number( line ); i++ ) {
			const item = parse( next );
			if ( ! item ) {
				return null;
			}
			items.push( item[ 0 ] );
			next = item[ 1 ];
		}
		return [ items, next ];
	};
	return ( chunk: Buffer ) => {
		buffer = Buffer.concat( [ buffer, chunk ] );
		for ( let reply = parse( 0 ); reply; reply = parse( 0 ) ) {
			buffer = buffer.subarray( reply[ 1 ] );
			onReply( reply[ 0 ] );
		}
	};
}

const respCommand = ( ...args: string[] ) =>
	`*${ args.length }\r\n${ args
		.map( ( arg ) => `$${ Buffer.byteLength( arg ) }\r\n${ arg }\r\n` )
		.join( '' ) }`;

/**
 * Watches every key Redis changes (keyspace notifications: set, del, expire, … but no read),
 * from now until stop(). Resolves once Redis listens.
 *
 * @param port Redis port.
 * @return stop(): the changes seen, as "event key".
 */
export async function watchRedisWrites(
	port: number
): Promise< { stop: () => Promise< string[] > } > {
	const changes: string[] = [];
	// Keyevent notifications for every kind of change (g: generic, $: strings, x: expiries).
	const config = net.connect( port, '127.0.0.1' );
	await new Promise< void >( ( resolve, reject ) => {
		config.on( 'error', reject );
		config.on(
			'data',
			respReader( () => {
				config.end();
				resolve();
			} )
		);
		config.write(
			respCommand( 'CONFIG', 'SET', 'notify-keyspace-events', 'Eg$xh' )
		);
	} );
	const socket = net.connect( port, '127.0.0.1' );
	await new Promise< void >( ( resolve, reject ) => {
		socket.on( 'error', reject );
		socket.on(
			'data',
			respReader( ( reply ) => {
				if ( ! Array.isArray( reply ) ) {
					return;
				}
				if ( reply[ 0 ] === 'psubscribe' ) {
					resolve();
				} else if ( reply[ 0 ] === 'pmessage' ) {
					changes.push(
						`${ String( reply[ 2 ] ).replace(
							/^__keyevent@\d+__:/,
							''
						) } ${ reply[ 3 ] }`
					);
				}
			} )
		);
		socket.write( respCommand( 'PSUBSCRIBE', '__keyevent@*__:*' ) );
	} );
	return {
		stop: async () => {
			// Notifications of the last writes are on their way: a moment for them.
			await sleep( 300 );
			socket.destroy();
			return changes;
		},
	};
}

/** A table cell; ok: the figure met its target (undefined: it has none). */
export interface Cell {
	text: string;
	ok?: boolean;
}

/**
 * Says how many targets the rows missed and sets the exit code: non-zero when any was.
 *
 * @param rows Rows of cells.
 * @param what What a missed target is called.
 */
export function reportMissed(
	rows: Array< Array< string | Cell > >,
	what = 'target(s)'
): void {
	const missed = rows
		.flat()
		.filter(
			( cell ): cell is Cell =>
				typeof cell !== 'string' && cell.ok === false
		).length;
	if ( missed ) {
		console.log( `\n${ missed } ${ what } missed.` );
	}
	process.exitCode = missed ? 1 : 0;
}

/**
 * Prints rows as a table with aligned columns, PASS/MISS before the cells that have a target.
 *
 * @param header Column titles.
 * @param rows   Rows of cells.
 */
export function printTable(
	header: string[],
	rows: Array< Array< string | Cell > >
) {
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
