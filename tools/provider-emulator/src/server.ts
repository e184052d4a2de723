/** The HTTP server: control routes, request log, faults, then the Google routes. */
import {
	createServer,
	type IncomingMessage,
	type Server,
	type ServerResponse,
} from 'node:http';
import { faultResponse } from './control/fault-responses';
import { nowMs, queryObject, shortToken } from './control/request-log';
import { CONTROL_PREFIX, handleControl } from './control/routes';
import type { Emulator } from './emulator';
import { ApiError, googleError, internalError } from './http/errors';
import type { EmuRequest, EmuResponse } from './http/types';
import { bearerToken } from './oauth/guard';
import { apiOfPath, matchRoute } from './router';
import { ROUTES } from './routes';

const MAX_BODY = 2 * 1024 * 1024;

function readBody( req: IncomingMessage ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > MAX_BODY ) {
				reject( new Error( 'Request body too large' ) );
				req.destroy();
				return;
			}
			chunks.push( chunk );
		} );
		req.on( 'end', () =>
			resolve( Buffer.concat( chunks ).toString( 'utf8' ) )
		);
		req.on( 'error', reject );
	} );
}

function sleep( ms: number ): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}

async function dispatch(
	req: EmuRequest,
	emu: Emulator
): Promise< { response: EmuResponse; fault: string | null } > {
	const api = apiOfPath( req.path );
	const match = matchRoute( ROUTES, req.method, req.path );
	const style = match && 'route' in match ? match.route.style : 'json';
	const search = req.query.toString();
	const { latency, error } = emu.faults.take(
		match && 'route' in match ? match.route.api : api,
		search ? `${ req.path }?${ search }` : req.path
	);
	if ( latency > 0 ) {
		await sleep( latency );
	}
	if ( error && error.kind !== 'latency' ) {
		return {
			response: faultResponse(
				error.kind,
				match && 'route' in match ? match.route.api : api,
				style,
				error.code,
				error.retryAfter
			),
			fault: error.kind,
		};
	}
	if ( ! match ) {
		const message = `The requested URL ${ req.path } was not found on this server.`;
		return {
			response: googleError( 404, message, { reason: 'notFound' } ),
			fault: latency ? 'latency' : null,
		};
	}
	if ( 'allowed' in match ) {
		// Google has no 405: a path known with another HTTP method is a method it does not have (google.rpc.Code
		// has no METHOD_NOT_ALLOWED; googleapis.com answers 404 "Method not found.").
		return {
			response: googleError( 404, 'Method not found.', {
				reason: 'notFound',
			} ),
			fault: null,
		};
	}
	try {
		return {
			response: await match.route.handler( req, match.params, emu ),
			fault: latency ? 'latency' : null,
		};
	} catch ( caught ) {
		if ( caught instanceof ApiError ) {
			return {
				response: caught.response,
				fault: latency ? 'latency' : null,
			};
		}

		console.error( '[provider-emulator]', caught );
		return { response: internalError(), fault: null };
	}
}

async function handle(
	raw: IncomingMessage,
	res: ServerResponse,
	emu: Emulator
): Promise< void > {
	const start = nowMs();
	const url = new URL( raw.url ?? '/', 'http://emulator.invalid' );
	const rawPath = ( raw.url ?? '/' ).split( '?' )[ 0 ];
	const req: EmuRequest = {
		method: raw.method ?? 'GET',
		path: rawPath,
		query: url.searchParams,
		headers: raw.headers,
		body: await readBody( raw ),
	};
	let response: EmuResponse;
	let fault: string | null = null;
	if (
		rawPath === CONTROL_PREFIX ||
		rawPath.startsWith( `${ CONTROL_PREFIX }/` )
	) {
		response = handleControl( req, emu );
	} else {
		( { response, fault } = await dispatch( req, emu ) );
	}
	// Before answering: a client that saw a change (e.g. a new refresh token) finds it on disk after a restart.
	emu.persist();
	res.writeHead( response.status, response.headers );
	res.end( req.method === 'HEAD' ? undefined : response.body );
	if ( ! rawPath.startsWith( CONTROL_PREFIX ) ) {
		const end = nowMs();
		emu.log.add( {
			method: req.method,
			api: apiOfPath( rawPath ),
			path: rawPath,
			query: queryObject( req.query ),
			status: response.status,
			token: shortToken( bearerToken( req ) ),
			fault,
			start,
			end,
			durationMs: Math.round( ( end - start ) * 100 ) / 100,
		} );
	}
	// After answering: the check adds nothing to the answer's time (nor to the log's). Synchronous, so a
	// control call that follows finds it done.
	if ( emu.schema && ! rawPath.startsWith( CONTROL_PREFIX ) ) {
		emu.schema.record(
			{
				method: req.method,
				path: rawPath,
				query: req.query,
				requestHeaders: req.headers,
				requestBody: req.body,
				status: response.status,
				responseHeaders: response.headers,
				responseBody: response.body.toString(),
			},
			fault
		);
	}
}

export function createEmulatorServer( emu: Emulator ): Server {
	return createServer( ( raw, res ) => {
		handle( raw, res, emu ).catch( ( error: Error ) => {
			if ( ! res.headersSent ) {
				res.writeHead( 400, { 'content-type': 'application/json' } );
			}
			res.end(
				JSON.stringify( {
					error: {
						code: 400,
						message: error.message,
						status: 'INVALID_ARGUMENT',
					},
				} )
			);
		} );
	} );
}
