/**
 * GA4 Admin API v1beta: accountSummaries, accounts, properties (get/list/create), and the routes of dataStreams
 * (apis/analytics-admin-streams.ts) and customDimensions (apis/analytics-admin-dimensions.ts).
 */
import type { GaProperty } from '../data/resource-types';
import type { Emulator } from '../emulator';
import { jsonBody } from '../http/body';
import { invalidArgument, permissionDenied } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';
import { NO_PERMISSION, ownProperty, read } from './analytics-admin-access';
import {
	createCustomDimension,
	listCustomDimensions,
} from './analytics-admin-dimensions';
import { accountJson, page, propertyJson } from './analytics-admin-json';
import {
	createStream,
	getStream,
	listStreams,
} from './analytics-admin-streams';

const BASE = '/analyticsadmin\\.googleapis\\.com/v1beta';

function accountSummaries( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = read( req, emu );
	const { items, next } = page(
		req,
		emu.resources.gaAccountsOf( caller.accountId )
	);
	const body: JsonObject = {
		accountSummaries: items.map( ( a ) => ( {
			name: `accountSummaries/${ a.id }`,
			account: `accounts/${ a.id }`,
			displayName: a.displayName,
			propertySummaries: emu.resources
				.gaPropertiesIn( a.id )
				.map( ( p ) => ( {
					property: `properties/${ p.id }`,
					displayName: p.displayName,
					propertyType: 'PROPERTY_TYPE_ORDINARY',
					parent: `accounts/${ a.id }`,
				} ) ),
		} ) ),
	};
	if ( next ) {
		body.nextPageToken = next;
	}
	return json( 200, body );
}

function listProperties( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = read( req, emu );
	const filter = /^parent:accounts\/(\d+)$/.exec(
		req.query.get( 'filter' ) ?? ''
	);
	if ( ! filter ) {
		throw invalidArgument(
			"filter is required, e.g. 'parent:accounts/123'."
		);
	}
	if (
		! emu.resources
			.gaAccountsOf( caller.accountId )
			.some( ( a ) => a.id === filter[ 1 ] )
	) {
		throw permissionDenied( NO_PERMISSION );
	}
	const { items, next } = page(
		req,
		emu.resources.gaPropertiesIn( filter[ 1 ] )
	);
	const body: JsonObject = items.length
		? { properties: items.map( ( p ) => propertyJson( emu, p ) ) }
		: {};
	if ( next ) {
		body.nextPageToken = next;
	}
	return json( 200, body );
}

function createProperty( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'analyticsadmin',
		REQUIRED.analyticsAdminWrite
	);
	const body = jsonBody( req );
	const parent = /^accounts\/(\d+)$/.exec( String( body.parent ?? '' ) );
	if ( ! parent ) {
		throw invalidArgument(
			"parent is required and must look like 'accounts/123'."
		);
	}
	if ( typeof body.displayName !== 'string' || ! body.displayName ) {
		throw invalidArgument( 'displayName is required.' );
	}
	if ( typeof body.timeZone !== 'string' || ! body.timeZone ) {
		throw invalidArgument( 'timeZone is required.' );
	}
	if (
		! emu.resources
			.gaAccountsOf( caller.accountId )
			.some( ( a ) => a.id === parent[ 1 ] )
	) {
		throw permissionDenied( NO_PERMISSION );
	}
	const property: GaProperty = {
		id: emu.resources.newId( 300000100 ),
		account: parent[ 1 ],
		displayName: body.displayName,
		timeZone: body.timeZone,
		currencyCode:
			typeof body.currencyCode === 'string' ? body.currencyCode : 'USD',
		createTime: new Date( emu.now() ).toISOString(),
		siteData: true,
	};
	emu.resources.gaProperties.push( property );
	return json( 200, propertyJson( emu, property ) );
}

export const analyticsAdminRoutes: Route[] = [
	route(
		'GET',
		`${ BASE }/accountSummaries`,
		'analyticsadmin',
		( req, _p, emu ) => accountSummaries( req, emu )
	),
	route( 'GET', `${ BASE }/accounts`, 'analyticsadmin', ( req, _p, emu ) =>
		json( 200, {
			accounts: emu.resources
				.gaAccountsOf( read( req, emu ).accountId )
				.map( accountJson ),
		} )
	),
	route( 'GET', `${ BASE }/properties`, 'analyticsadmin', ( req, _p, emu ) =>
		listProperties( req, emu )
	),
	route( 'POST', `${ BASE }/properties`, 'analyticsadmin', ( req, _p, emu ) =>
		createProperty( req, emu )
	),
	route(
		'GET',
		`${ BASE }/properties/(\\d+)`,
		'analyticsadmin',
		( req, params, emu ) =>
			json(
				200,
				propertyJson(
					emu,
					ownProperty( read( req, emu ), emu, params[ 0 ] )
				)
			)
	),
	route(
		'GET',
		`${ BASE }/properties/(\\d+)/dataStreams`,
		'analyticsadmin',
		listStreams
	),
	route(
		'POST',
		`${ BASE }/properties/(\\d+)/dataStreams`,
		'analyticsadmin',
		createStream
	),
	route(
		'GET',
		`${ BASE }/properties/(\\d+)/dataStreams/(\\d+)`,
		'analyticsadmin',
		getStream
	),
	route(
		'GET',
		`${ BASE }/properties/(\\d+)/customDimensions`,
		'analyticsadmin',
		( req, params, emu ) =>
			listCustomDimensions(
				req,
				emu,
				ownProperty( read( req, emu ), emu, params[ 0 ] )
			)
	),
	route(
		'POST',
		`${ BASE }/properties/(\\d+)/customDimensions`,
		'analyticsadmin',
		( req, params, emu ) => {
			const caller = requireToken(
				req,
				emu,
				'analyticsadmin',
				REQUIRED.analyticsAdminWrite
			);
			return createCustomDimension(
				req,
				emu,
				ownProperty( caller, emu, params[ 0 ] )
			);
		}
	),
];
