/** GA4 Data API v1beta: runReport, batchRunReports, metadata. */
import type { Emulator } from '../emulator';
import { jsonBody } from '../http/body';
import { invalidArgument, permissionDenied } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { OTHER_SITE_URL } from '../data/site-urls';
import { route, type Route } from '../router';
import { runReport, type ReportContext } from './ga-report';
import { metadataBody } from './ga-schema';
import { runRealtimeReport } from './ga-realtime-report';
import { parseIsoDay } from '../data/dates';
import { propertyCreateTime } from './analytics-admin-json';

const HOST = '/analyticsdata\\.googleapis\\.com/v1beta/properties/([^/:]+)';

function context(
	req: EmuRequest,
	emu: Emulator,
	propertyId: string
): ReportContext {
	const caller = requireToken(
		req,
		emu,
		'analyticsdata',
		REQUIRED.analyticsData
	);
	const property = emu.resources.gaProperty( caller.accountId, propertyId );
	if ( ! property ) {
		throw permissionDenied(
			'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.'
		);
	}
	// Whose figures: the configured site's, an extra site's of the network, or example.org's.
	const site = emu.resources.dataSiteOf( property );
	const extra = emu.extraSite( site );
	const siteUrl =
		extra?.url ?? ( site ? emu.config.siteUrl : OTHER_SITE_URL );
	return {
		data: emu.siteDataset( site ),
		host: new URL( siteUrl ).hostname,
		pathPrefix: extra?.pathPrefix ?? '',
		today: emu.today(),
		firstDay:
			parseIsoDay( propertyCreateTime( emu, property ).slice( 0, 10 ) ) ??
			undefined,
		timeZone: property.timeZone,
		currencyCode: property.currencyCode,
		large: site === 1 && emu.scenario().large,
		custom: new Map(
			emu.resources
				.customDimensionsOf( property.id )
				.filter( ( d ) => d.scope === 'EVENT' )
				.map( ( d ) => [
					d.parameterName,
					parseIsoDay( d.firstDataDay ) ?? Infinity,
				] )
		),
	};
}

function single(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const ctx = context( req, emu, params[ 0 ] );
	return json( 200, runReport( jsonBody( req ), ctx ) );
}

function batch(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const ctx = context( req, emu, params[ 0 ] );
	const body = jsonBody( req );
	const requests = Array.isArray( body.requests ) ? body.requests : [];
	if ( ! requests.length || requests.length > 5 ) {
		throw invalidArgument(
			'requests: a batch needs between 1 and 5 requests.'
		);
	}
	const reports = requests.map( ( request, i ) => {
		if (
			typeof request !== 'object' ||
			request === null ||
			Array.isArray( request )
		) {
			throw invalidArgument( `requests[${ i }] must be an object.` );
		}
		const property = ( request as JsonObject ).property;
		if ( property && property !== `properties/${ params[ 0 ] }` ) {
			throw invalidArgument(
				`requests[${ i }].property must be empty or match the batch's property.`
			);
		}
		return runReport( request as JsonObject, ctx );
	} );
	return json( 200, { reports, kind: 'analyticsData#batchRunReports' } );
}

function realtime(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const ctx = context( req, emu, params[ 0 ] );
	return json(
		200,
		runRealtimeReport( jsonBody( req ), {
			data: ctx.data,
			today: ctx.today,
			now: emu.now(),
		} )
	);
}

export const analyticsDataRoutes: Route[] = [
	route( 'POST', `${ HOST }:runReport`, 'analyticsdata', single ),
	route( 'POST', `${ HOST }:runRealtimeReport`, 'analyticsdata', realtime ),
	route( 'POST', `${ HOST }:batchRunReports`, 'analyticsdata', batch ),
	route(
		'GET',
		`${ HOST }/metadata`,
		'analyticsdata',
		( req, params, emu ) => {
			context( req, emu, params[ 0 ] );
			return json(
				200,
				metadataBody(
					params[ 0 ],
					emu.resources
						.customDimensionsOf( params[ 0 ] )
						.filter( ( d ) => d.scope === 'EVENT' )
				)
			);
		}
	),
];
