/**
 * Control endpoint: what a test changes in the world the emulator stands for: published DNS TXT records, faults,
 * registered OAuth clients, revoked grants and the clock.
 */
import { dnsTxtRecord } from '../apis/site-verification-token';
import type { Emulator } from '../emulator';
import { json } from '../http/respond';
import type { EmuResponse, JsonObject, JsonValue } from '../http/types';
import { DEMO_CLIENT_ID } from '../oauth/store';
import type { Fault, FaultInput } from './faults';
import { bad } from './json-input';

export function dnsView( emu: Emulator ): JsonObject {
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
export function publishDns( emu: Emulator, input: JsonObject ): EmuResponse {
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
		emu.accounts().forEach( ( a ) =>
			records.add( dnsTxtRecord( emu, a.id, domain ) )
		);
	}
	emu.dnsTxt.set( domain, records );
	return json( 200, dnsView( emu ) );
}

export function faultView( fault: Fault ): JsonObject {
	return { ...fault };
}

export function addFaults( emu: Emulator, input: JsonObject ): EmuResponse {
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

export function addClient( emu: Emulator, input: JsonObject ): EmuResponse {
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

export function revoke( emu: Emulator, input: JsonObject ): EmuResponse {
	const account = emu.findAccount(
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

export function clock( emu: Emulator, input: JsonObject ): EmuResponse {
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
