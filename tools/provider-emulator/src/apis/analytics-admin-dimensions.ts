/**
 * GA4 Admin API v1beta custom dimensions: list and create (`properties/{id}/customDimensions`).
 * A created dimension carries data from the day after its creation by the emulator's clock (see ga-schema.ts).
 */
import { isoDay } from '../data/dates';
import type { GaCustomDimension, GaProperty } from '../data/resource-types';
import type { Emulator } from '../emulator';
import { jsonBody } from '../http/body';
import { ApiError, googleError, invalidArgument } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { page } from './analytics-admin-json';

const SCOPES = [ 'EVENT', 'USER', 'ITEM' ] as const;

export function customDimensionJson( d: GaCustomDimension ): JsonObject {
	const body: JsonObject = {
		name: `properties/${ d.property }/customDimensions/${ d.id }`,
		parameterName: d.parameterName,
		displayName: d.displayName,
		scope: d.scope,
	};
	if ( d.description ) {
		body.description = d.description;
	}
	return body;
}

export function listCustomDimensions(
	req: EmuRequest,
	emu: Emulator,
	property: GaProperty
): EmuResponse {
	const { items, next } = page(
		req,
		emu.resources.customDimensionsOf( property.id )
	);
	const body: JsonObject = items.length
		? { customDimensions: items.map( customDimensionJson ) }
		: {};
	if ( next ) {
		body.nextPageToken = next;
	}
	return json( 200, body );
}

function text( body: JsonObject, field: string ): string {
	const value = body[ field ];
	return typeof value === 'string' ? value : '';
}

/**
 * POST properties/{id}/customDimensions (the caller has been checked for analytics.edit).
 * @param req
 * @param emu
 * @param property
 */
export function createCustomDimension(
	req: EmuRequest,
	emu: Emulator,
	property: GaProperty
): EmuResponse {
	const body = jsonBody( req );
	const parameterName = text( body, 'parameterName' );
	const displayName = text( body, 'displayName' );
	const description = text( body, 'description' );
	const scope = text( body, 'scope' );
	if ( ! parameterName ) {
		throw invalidArgument( 'parameter_name is required.' );
	}
	if ( ! /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test( parameterName ) ) {
		throw invalidArgument(
			'parameter_name must start with a letter and contain only letters, digits and underscores (at most 40 characters).'
		);
	}
	if ( ! displayName ) {
		throw invalidArgument( 'display_name is required.' );
	}
	if ( ! /^[A-Za-z][A-Za-z0-9_ ]{0,81}$/.test( displayName ) ) {
		throw invalidArgument(
			'display_name must start with a letter and contain only letters, digits, spaces and underscores (at most 82 characters).'
		);
	}
	if ( description.length > 150 ) {
		throw invalidArgument( 'description must be at most 150 characters.' );
	}
	if ( ! ( SCOPES as readonly string[] ).includes( scope ) ) {
		throw invalidArgument(
			'scope is required and must be EVENT, USER or ITEM.'
		);
	}
	const existing = emu.resources.customDimensionsOf( property.id );
	if (
		existing.some(
			( d ) => d.parameterName === parameterName && d.scope === scope
		)
	) {
		throw new ApiError(
			googleError(
				409,
				`A custom dimension with parameter name '${ parameterName }' and scope ${ scope } already exists in this property.`,
				{ reason: 'alreadyExists' }
			)
		);
	}
	if ( existing.some( ( d ) => d.displayName === displayName ) ) {
		throw new ApiError(
			googleError(
				409,
				`A custom dimension with display name '${ displayName }' already exists in this property.`,
				{ reason: 'alreadyExists' }
			)
		);
	}
	const dimension: GaCustomDimension = {
		id: emu.resources.newId( 2400000000 ),
		property: property.id,
		parameterName,
		displayName,
		description,
		scope: scope as GaCustomDimension[ 'scope' ],
		createTime: new Date( emu.now() ).toISOString(),
		firstDataDay: isoDay( emu.today() + 1 ),
	};
	emu.resources.gaCustomDimensions.push( dimension );
	return json( 200, customDimensionJson( dimension ) );
}
