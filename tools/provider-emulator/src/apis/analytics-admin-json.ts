/** GA4 Admin API resource shapes and list paging (pageSize / pageToken). */
import type { GaAccount, GaProperty, GaStream } from '../data/resources';
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

export function propertyJson( p: GaProperty ): JsonObject {
	return {
		name: `properties/${ p.id }`,
		propertyType: 'PROPERTY_TYPE_ORDINARY',
		createTime: p.createTime,
		updateTime: p.createTime,
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
