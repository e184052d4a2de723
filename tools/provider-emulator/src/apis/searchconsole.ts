/**
 * Search Console (webmasters v3): sites list/get/add/delete; searchAnalytics.query is apis/searchconsole-query.ts.
 * Served under both searchconsole.googleapis.com and www.googleapis.com.
 */
import type { Emulator } from '../emulator';
import { decodeParam } from '../http/body';
import { invalidArgument } from '../http/errors';
import { empty, json } from '../http/respond';
import type { EmuRequest, EmuResponse } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';
import { noPermission, searchConsoleReader } from './searchconsole-access';
import { wmxSite } from './searchconsole-enums';
import { query } from './searchconsole-query';

const BASE = '/(?:searchconsole|www)\\.googleapis\\.com/webmasters/v3';

function listSites( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = searchConsoleReader( req, emu );
	const sites = emu.resources.scSites( caller.accountId );
	return json( 200, sites.length ? { siteEntry: sites.map( wmxSite ) } : {} );
}

function getSite(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = searchConsoleReader( req, emu );
	const siteUrl = decodeParam( params[ 0 ] );
	const site = emu.resources
		.scSites( caller.accountId )
		.find( ( s ) => s.siteUrl === siteUrl );
	if ( ! site ) {
		throw noPermission( siteUrl );
	}
	return json( 200, wmxSite( site ) );
}

function addSite(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'searchconsole',
		REQUIRED.searchconsoleWrite
	);
	const siteUrl = decodeParam( params[ 0 ] );
	if ( ! /^(https?:\/\/[^/]+\/.*|sc-domain:[a-z0-9.-]+)$/i.test( siteUrl ) ) {
		throw invalidArgument(
			`Invalid siteUrl: '${ siteUrl }'. Use a URL-prefix property ending in '/' or 'sc-domain:example.com'.`
		);
	}
	if (
		! emu.resources
			.scSites( caller.accountId )
			.some( ( s ) => s.siteUrl === siteUrl )
	) {
		emu.resources.addScSite( caller.accountId, siteUrl );
	}
	return empty( 204 );
}

function deleteSite(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'searchconsole',
		REQUIRED.searchconsoleWrite
	);
	const siteUrl = decodeParam( params[ 0 ] );
	if ( ! emu.resources.removeScSite( caller.accountId, siteUrl ) ) {
		throw noPermission( siteUrl );
	}
	return empty( 204 );
}

export const searchConsoleRoutes: Route[] = [
	route( 'GET', `${ BASE }/sites`, 'searchconsole', ( req, _p, emu ) =>
		listSites( req, emu )
	),
	route(
		'POST',
		`${ BASE }/sites/([^/]+)/searchAnalytics/query`,
		'searchconsole',
		query
	),
	route( 'GET', `${ BASE }/sites/([^/]+)`, 'searchconsole', getSite ),
	route( 'PUT', `${ BASE }/sites/([^/]+)`, 'searchconsole', addSite ),
	route( 'DELETE', `${ BASE }/sites/([^/]+)`, 'searchconsole', deleteSite ),
];
