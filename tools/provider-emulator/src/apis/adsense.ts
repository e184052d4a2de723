/** AdSense Management API v2: accounts, adclients, sites, alerts, reports:generate. */
import { HISTORY_DAYS } from '../data/dataset';
import { isoDay, parseIsoDay } from '../data/dates';
import { ADSENSE_CREATED } from '../data/demo-resources';
import type { AdSenseAccount } from '../data/resource-types';
import type { Emulator } from '../emulator';
import { permissionDenied } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';
import { CURRENCIES, generateReport } from './adsense-report';

const BASE = '/adsense\\.googleapis\\.com/v2/accounts';

/**
 * When an account was created (RFC 3339). The demo account was created on the first day of the demo data
 * (HISTORY_DAYS before the emulator's today), so a report reaching further back finds nothing, like an AdSense
 * account that earns nothing before it existed; an account stored with another time keeps it.
 * @param emu
 * @param a
 */
export function adsenseCreateTime( emu: Emulator, a: AdSenseAccount ): string {
	if ( a.createTime !== ADSENSE_CREATED ) {
		return a.createTime;
	}
	return `${ isoDay( emu.today() - HISTORY_DAYS ) }${ ADSENSE_CREATED.slice(
		10
	) }`;
}

function accountJson( emu: Emulator, a: AdSenseAccount ): JsonObject {
	return {
		name: `accounts/${ a.pubId }`,
		displayName: a.displayName,
		timeZone: { id: 'Etc/UTC' },
		createTime: adsenseCreateTime( emu, a ),
		premium: false,
		state: 'READY',
	};
}

function own( req: EmuRequest, emu: Emulator, pubId: string ): AdSenseAccount {
	const caller = requireToken( req, emu, 'adsense', REQUIRED.adsense );
	const account = emu.resources
		.adsenseOf( caller.accountId )
		.find( ( a ) => a.pubId === pubId );
	if ( ! account ) {
		throw permissionDenied( 'The caller does not have permission' );
	}
	return account;
}

/**
 * The site an account earns on: an extra site's owner's, that site; the demo admin's, the configured site.
 * @param emu
 * @param account
 */
function siteUrlOf( emu: Emulator, account: AdSenseAccount ): string {
	return (
		emu.extraSite( emu.resources.adsenseSiteOf( account.pubId ) )?.url ??
		emu.config.siteUrl
	);
}

function list( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = requireToken( req, emu, 'adsense', REQUIRED.adsense );
	const accounts = emu.resources.adsenseOf( caller.accountId );
	return json(
		200,
		accounts.length
			? { accounts: accounts.map( ( a ) => accountJson( emu, a ) ) }
			: {}
	);
}

function sites(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const account = own( req, emu, params[ 0 ] );
	const domain = new URL( siteUrlOf( emu, account ) ).hostname;
	return json( 200, {
		sites: [
			{
				name: `accounts/${ account.pubId }/sites/${ domain }`,
				reportingDimensionId: `ca-${ account.pubId }:${ domain }`,
				domain,
				state: 'READY',
				autoAdsEnabled: true,
			},
		],
	} );
}

function adClients(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const account = own( req, emu, params[ 0 ] );
	return json( 200, {
		adClients: [
			{
				name: `accounts/${ account.pubId }/adclients/ca-${ account.pubId }`,
				reportingDimensionId: `ca-${ account.pubId }`,
				productCode: 'AFC',
				state: 'READY',
			},
		],
	} );
}

function report(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const account = own( req, emu, params[ 0 ] );
	const site = emu.resources.adsenseSiteOf( account.pubId );
	return json(
		200,
		generateReport(
			req,
			emu.siteDataset( site, 'ads' ),
			siteUrlOf( emu, account ),
			account.pubId,
			emu.today(),
			// Scenarios change the configured site only.
			CURRENCIES[ site === 1 ? emu.scenario().adsenseCurrency : 'USD' ],
			// No rows before the account existed.
			parseIsoDay( adsenseCreateTime( emu, account ).slice( 0, 10 ) ) ??
				undefined,
			emu.extraSite( site )?.pathPrefix ?? ''
		)
	);
}

export const adsenseRoutes: Route[] = [
	route( 'GET', BASE, 'adsense', ( req, _p, emu ) => list( req, emu ) ),
	route( 'GET', `${ BASE }/(pub-\\d+)`, 'adsense', ( req, params, emu ) =>
		json( 200, accountJson( emu, own( req, emu, params[ 0 ] ) ) )
	),
	route( 'GET', `${ BASE }/(pub-\\d+)/adclients`, 'adsense', adClients ),
	route( 'GET', `${ BASE }/(pub-\\d+)/sites`, 'adsense', sites ),
	route(
		'GET',
		`${ BASE }/(pub-\\d+)/alerts`,
		'adsense',
		( req, params, emu ) => {
			own( req, emu, params[ 0 ] );
			return json( 200, {} );
		}
	),
	route( 'GET', `${ BASE }/(pub-\\d+)/reports:generate`, 'adsense', report ),
];
