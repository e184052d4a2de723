/** The control endpoint under /__emulator (a prefix no Google host uses). JSON in, JSON out. */
import type { Emulator } from '../emulator';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonValue } from '../http/types';
import { bad, body } from './json-input';
import { configView, scenarioView, setConfig, setScenario } from './settings';
import { sitesView } from './sites';
import {
	addClient,
	addFaults,
	clock,
	dnsView,
	faultView,
	publishDns,
	revoke,
} from './world';

export const CONTROL_PREFIX = '/__emulator';

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
		case 'GET /settings':
			return json( 200, configView( emu ) );
		case 'POST /config':
		case 'POST /settings':
			return setConfig( emu, input );
		case 'GET /sites':
			return json( 200, sitesView( emu ) );
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
				accounts: emu.accounts().map( ( a ) => ( {
					id: a.id,
					email: a.email,
					name: a.name,
				} ) ),
			} );
		default:
			return json( 404, { error: `unknown control route ${ key }` } );
	}
}
