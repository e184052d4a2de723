/** GA4 Admin API resource shapes and list paging (pageSize / pageToken). */
import { HISTORY_DAYS } from '../data/dataset';
import { isoDay } from '../data/dates';
import { CREATED } from '../data/demo-resources';
import type { GaAccount, GaProperty, GaStream } from '../data/resource-types';
import type { Emulator } from '../emulator';
import { invalidArgument } from '../http/errors';
import type { EmuRequest, JsonObject } from '../http/types';

export function accountJson( a: GaAccount ): JsonObject {
	return {
		name: `accounts/${ a.id }`,
		createTime: a.createTime,
		updateTime: a.createTime,
		displayName: a.displayName,
		regionCode: 'US',
	};
}

/**
 * When a property was created (RFC 3339). The demo properties were created on the first day of their data
 * (HISTORY_DAYS before the emulator's today), so a report reaching further back finds nothing, like a GA4
 * property whose history starts at its creation; properties created through the API keep their own time.
 * @param emu
 * @param p
 */
export function propertyCreateTime( emu: Emulator, p: GaProperty ): string {
	if ( p.createTime !== CREATED ) {
		return p.createTime;
	}
	return `${ isoDay( emu.today() - HISTORY_DAYS ) }${ CREATED.slice( 10 ) }`;
}

export function propertyJson( emu: Emulator, p: GaProperty ): JsonObject {
	const createTime = propertyCreateTime( emu, p );
	return {
		name: `properties/${ p.id }`,
		propertyType: 'PROPERTY_TYPE_ORDINARY',
		createTime,
		updateTime: createTime,
		parent: `accounts/${ p.account }`,
		displayName: p.displayName,
		industryCategory: 'FOOD_AND_DRINK',
		timeZone: p.timeZone,
		currencyCode: p.currencyCode,
		serviceLevel: 'GOOGLE_ANALYTICS_STANDARD',
		account: `accounts/${ p.account }`,
	};
}

export function streamJson( emu: Emulator, s: GaStream ): JsonObject {
	return {
		name: `properties/${ s.property }/dataStreams/${ s.id }`,
		webStreamData: {
			measurementId: s.measurementId,
			defaultUri: emu.resources.streamUri( s ),
		},
		type: 'WEB_DATA_STREAM',
		displayName: s.displayName,
		createTime: s.createTime,
		updateTime: s.createTime,
	};
}

export function page< T >(
	req: EmuRequest,
	items: T[]
): { items: T[]; next: string | null } {
	const size = Math.min(
		200,
		Math.max( 1, Number( req.query.get( 'pageSize' ) ) || 50 )
	);
	const token = req.query.get( 'pageToken' );
	const start = token
		? Number( Buffer.from( token, 'base64url' ).toString() )
		: 0;
	if ( ! Number.isInteger( start ) || start < 0 ) {
		throw invalidArgument( `Invalid pageToken: ${ token }` );
	}
	const next =
		start + size < items.length
			? Buffer.from( String( start + size ) ).toString( 'base64url' )
			: null;
	return { items: items.slice( start, start + size ), next };
}
