/**
 * GA4 Admin API v1beta dataStreams of a property: list, get and create (web streams with their measurement ID).
 */
import { measurementIdFor } from '../data/demo-resources';
import type { GaStream } from '../data/resource-types';
import type { Emulator } from '../emulator';
import { jsonBody } from '../http/body';
import { invalidArgument, notFound } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { ownProperty, read } from './analytics-admin-access';
import { page, streamJson } from './analytics-admin-json';

export function createStream(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'analyticsadmin',
		REQUIRED.analyticsAdminWrite
	);
	const property = ownProperty( caller, emu, params[ 0 ] );
	const body = jsonBody( req );
	if ( body.type !== 'WEB_DATA_STREAM' ) {
		throw invalidArgument(
			"type is required and only 'WEB_DATA_STREAM' is supported."
		);
	}
	const web = ( body.webStreamData ?? {} ) as JsonObject;
	if (
		typeof web.defaultUri !== 'string' ||
		! /^https?:\/\//.test( web.defaultUri )
	) {
		throw invalidArgument(
			'webStreamData.defaultUri is required and must be an http(s) URL.'
		);
	}
	const id = emu.resources.newId( 4000000100 );
	const stream: GaStream = {
		id,
		property: property.id,
		displayName:
			typeof body.displayName === 'string' && body.displayName
				? body.displayName
				: new URL( web.defaultUri ).host,
		defaultUri: web.defaultUri,
		measurementId: measurementIdFor( `stream-${ id }` ),
		createTime: new Date( emu.now() ).toISOString(),
	};
	emu.resources.gaStreams.push( stream );
	return json( 200, streamJson( emu, stream ) );
}

export function listStreams(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const property = ownProperty( read( req, emu ), emu, params[ 0 ] );
	const { items, next } = page(
		req,
		emu.resources.gaStreamsOf( property.id )
	);
	const body: JsonObject = items.length
		? { dataStreams: items.map( ( s ) => streamJson( emu, s ) ) }
		: {};
	if ( next ) {
		body.nextPageToken = next;
	}
	return json( 200, body );
}

export function getStream(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const property = ownProperty( read( req, emu ), emu, params[ 0 ] );
	const stream = emu.resources
		.gaStreamsOf( property.id )
		.find( ( s ) => s.id === params[ 1 ] );
	if ( ! stream ) {
		throw notFound();
	}
	return json( 200, streamJson( emu, stream ) );
}
