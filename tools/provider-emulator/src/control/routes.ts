/** The control endpoint under /__emulator (a prefix no Google host uses). JSON in, JSON out. */
import { DEMO_ACCOUNTS, findAccount } from '../data/accounts';
import { normaliseSiteUrl, type Emulator } from '../emulator';
import { parseIsoDay } from '../data/dates';
import { json } from '../http/respond';
import type {
	EmuRequest,
	EmuResponse,
	JsonObject,
	JsonValue,
} from '../http/types';
import { DEMO_CLIENT_ID } from '../oauth/store';
import type { Fault, FaultInput } from './faults';
import { parseScenario, scenarioList } from '../scenarios';
import { dnsTxtRecord } from '../apis/site-verification-token';

export const CONTROL_PREFIX = '/__emulator';

function bad( message: string ): EmuResponse {
	return json( 400, { error: message } );
}

function body( req: EmuRequest ): JsonObject | null {
	try {
		const value: unknown = req.body.trim() ? JSON.parse( req.body ) : {};
		return typeof value === 'object' &&
			value !== null &&
			! Array.isArray( value )
			? ( value as JsonObject )
			: null;
	} catch {
		return null;
	}
}

function configView( emu: Emulator ): JsonObject {
	return { ...emu.config, baseUrl: emu.baseUrl };
}

function setConfig( emu: Emulator, input: JsonObject ): EmuResponse {
	const next = { ...emu.config };
	if ( input.siteUrl !== undefined ) {
		const url =
			typeof input.siteUrl === 'string'
				? normaliseSiteUrl( input.siteUrl )
				: null;
		if ( ! url ) {
			return bad( 'siteUrl must be an http(s) URL' );
		}
		next.siteUrl = url;
	}
	if ( input.accessTokenLifetime !== undefined ) {
		if (
			typeof input.accessTokenLifetime !== 'number' ||
			input.accessTokenLifetime < 0
		) {
			return bad( 'accessTokenLifetime must be a number of seconds ≥ 0' );
		}
		next.accessTokenLifetime = input.accessTokenLifetime;
	}
	if ( input.seed !== undefined ) {
		if ( ! Number.isInteger( input.seed ) ) {
			return bad( 'seed must be an integer' );
		}
		next.seed = input.seed as number;
	}
	if ( input.today !== undefined ) {
		if (
			input.today !== null &&
			( typeof input.today !== 'string' ||
				parseIsoDay( input.today ) === null )
		) {
			return bad( 'today must be YYYY-MM-DD or null' );
		}
		next.today = input.today as string | null;
	}
	if ( input.scenario !== undefined ) {
		const names = parseScenario( input.scenario );
		if ( typeof names === 'string' ) {
			return bad( names );
		}
		next.scenario = names.join( ',' );
	}
	if ( input.pagespeedLatencyMs !== undefined ) {
		if (
			input.pagespeedLatencyMs !== null &&
			( typeof input.pagespeedLatencyMs !== 'number' ||
				input.pagespeedLatencyMs < 0 )
		) {
			return bad(
				'pagespeedLatencyMs must be a number of ms ≥ 0 or null'
			);
		}
		next.pagespeedLatencyMs = input.pagespeedLatencyMs as number | null;
	}
	for ( const key of [
		'urlInspectionDailyQuota',
		'urlInspectionMinuteQuota',
	] as const ) {
		if ( input[ key ] !== undefined ) {
			if (
				! Number.isInteger( input[ key ] ) ||
				( input[ key ] as number ) < 0
			) {
				return bad( `${ key } must be an integer ≥ 0` );
			}
			next[ key ] = input[ key ] as number;
		}
	}
	emu.config = next;
	return json( 200, configView( emu ) );
}

function scenarioView( emu: Emulator ): JsonObject {
	return {
		scenario: emu.config.scenario,
		active: emu.config.scenario.split( ',' ),
		scenarios: scenarioList(),
	};
}

function setScenario( emu: Emulator, input: JsonObject ): EmuResponse {
	const names = parseScenario( input.name ?? input.scenario );
	if ( typeof names === 'string' ) {
		return bad( names );
	}
	emu.config = { ...emu.config, scenario: names.join( ',' ) };
	return json( 200, scenarioView( emu ) );
}

function dnsView( emu: Emulator ): JsonObject {
	return {
		records: [ ...emu.dnsTxt ].map( ( [ domain, records ] ) => ( {
			domain,
			txt: [ ...records ],
		} ) ),
	};
}

/**
 * "Publishes" DNS TXT records: `{domain, record?}`; without a record, the verification record of every demo
 * account for that domain (what `POST token` with DNS_TXT hands out).
 * @param emu
 * @param input
 */
function publishDns( emu: Emulator, input: JsonObject ): EmuResponse {
	const domain =
		typeof input.domain === 'string'
			? input.domain.trim().toLowerCase().replace( /\.$/, '' )
			: '';
	if ( ! domain || /[/:\s]/.test( domain ) ) {
		return bad( 'domain (a host name such as example.com) is required' );
	}
	if ( input.record !== undefined && typeof input.record !== 'string' ) {
		return bad( 'record must be a string' );
	}
	const records = emu.dnsTxt.get( domain ) ?? new Set< string >();
	if ( typeof input.record === 'string' ) {
		records.add( input.record.trim() );
	} else {
		DEMO_ACCOUNTS.forEach( ( a ) =>
			records.add( dnsTxtRecord( emu, a.id, domain ) )
		);
	}
	emu.dnsTxt.set( domain, records );
	return json( 200, dnsView( emu ) );
}

function faultView( fault: Fault ): JsonObject {
	return { ...fault };
}

function addFaults( emu: Emulator, input: JsonObject ): EmuResponse {
	const list = Array.isArray( input.faults )
		? ( input.faults as JsonValue[] )
		: [ input ];
	const added: JsonObject[] = [];
	for ( const item of list ) {
		const result = emu.faults.add( ( item ?? {} ) as FaultInput );
		if ( typeof result === 'string' ) {
			return bad( result );
		}
		added.push( faultView( result ) );
	}
	return json(
		201,
		Array.isArray( input.faults )
			? { faults: added }
			: { fault: added[ 0 ] }
	);
}

function addClient( emu: Emulator, input: JsonObject ): EmuResponse {
	const { client_id: id, client_secret: secret, redirect_uris: uris } = input;
	if (
		typeof id !== 'string' ||
		! id ||
		typeof secret !== 'string' ||
		! secret
	) {
		return bad( 'client_id and client_secret are required strings' );
	}
	if ( id === DEMO_CLIENT_ID ) {
		return bad( 'the demo client cannot be replaced' );
	}
	if (
		! Array.isArray( uris ) ||
		! uris.every( ( u ) => typeof u === 'string' )
	) {
		return bad( 'redirect_uris must be an array of strings' );
	}
	const client = emu.oauth.registerClient( id, secret, uris as string[] );
	return json( 201, {
		client_id: client.clientId,
		redirect_uris: client.redirectUris,
	} );
}

function revoke( emu: Emulator, input: JsonObject ): EmuResponse {
	const account = findAccount(
		typeof input.account === 'string' ? input.account : null
	);
	if ( ! account ) {
		return bad( 'account (a demo account id or e-mail) is required' );
	}
	const clientId =
		typeof input.client_id === 'string' ? input.client_id : undefined;
	return json( 200, {
		revoked: emu.oauth.revokeAccount( account.id, clientId ),
	} );
}

function clock( emu: Emulator, input: JsonObject ): EmuResponse {
	if ( typeof input.advanceSeconds === 'number' ) {
		emu.clockOffsetMs += input.advanceSeconds * 1000;
	} else if ( typeof input.offsetSeconds === 'number' ) {
		emu.clockOffsetMs = input.offsetSeconds * 1000;
	} else {
		return bad( 'advanceSeconds or offsetSeconds (a number) is required' );
	}
	return json( 200, {
		now: emu.now(),
		offsetSeconds: emu.clockOffsetMs / 1000,
	} );
}

export function handleControl( req: EmuRequest, emu: Emulator ): EmuResponse {
	const path =
		req.path.slice( CONTROL_PREFIX.length ).replace( /\/$/, '' ) || '/';
	const key = `${ req.method } ${ path }`;
	const input = req.method === 'POST' ? body( req ) : {};
	if ( ! input ) {
		return bad( 'the body must be a JSON object' );
	}
	const faultId = /^DELETE \/faults\/(\d+)$/.exec( key );
	if ( faultId ) {
		return emu.faults.remove( Number( faultId[ 1 ] ) )
			? json( 200, { removed: true } )
			: json( 404, { error: 'no such fault' } );
	}
	switch ( key ) {
		case 'GET /':
		case 'GET /health':
			return json( 200, { ok: true, ...configView( emu ) } );
		case 'GET /config':
			return json( 200, configView( emu ) );
		case 'POST /config':
			return setConfig( emu, input );
		case 'POST /reset':
			emu.reset();
			return json( 200, { reset: true, ...configView( emu ) } );
		case 'GET /scenario':
			return json( 200, scenarioView( emu ) );
		case 'POST /scenario':
			return setScenario( emu, input );
		case 'GET /dns':
			return json( 200, dnsView( emu ) );
		case 'POST /dns':
			return publishDns( emu, input );
		case 'DELETE /dns':
			emu.dnsTxt.clear();
			return json( 200, { records: [] } );
		case 'GET /faults':
			return json( 200, { faults: emu.faults.all().map( faultView ) } );
		case 'POST /faults':
			return addFaults( emu, input );
		case 'DELETE /faults':
			emu.faults.clear();
			return json( 200, { faults: [] } );
		case 'GET /requests':
			return json( 200, {
				requests: emu.log.list( {
					api: req.query.get( 'api' ),
					path: req.query.get( 'path' ),
				} ) as unknown as JsonValue[],
			} );
		case 'DELETE /requests':
			emu.log.clear();
			return json( 200, { requests: [] } );
		case 'GET /clients':
			return json( 200, {
				clients: [ ...emu.oauth.clients.values() ].map( ( c ) => ( {
					client_id: c.clientId,
					redirect_uris: c.redirectUris,
					demo: c.demo,
				} ) ),
			} );
		case 'POST /clients':
			return addClient( emu, input );
		case 'GET /grants':
			return json( 200, {
				grants: [ ...emu.oauth.grants.values() ].map( ( g ) => ( {
					client_id: g.clientId,
					account: g.accountId,
					scopes: [ ...g.scopes ],
				} ) ),
			} );
		case 'POST /revoke':
			return revoke( emu, input );
		case 'GET /clock':
			return json( 200, {
				now: emu.now(),
				offsetSeconds: emu.clockOffsetMs / 1000,
			} );
		case 'POST /clock':
			return clock( emu, input );
		case 'GET /schema':
			return json(
				200,
				( emu.schema?.view() ?? {
					dir: null,
					checked: {},
					violations: [],
				} ) as unknown as JsonValue
			);
		case 'DELETE /schema':
			emu.schema?.clear();
			return json( 200, { cleared: emu.schema !== null } );
		case 'GET /accounts':
			return json( 200, {
				accounts: DEMO_ACCOUNTS.map( ( a ) => ( {
					id: a.id,
					email: a.email,
					name: a.name,
				} ) ),
			} );
		default:
			return json( 404, { error: `unknown control route ${ key }` } );
	}
}
