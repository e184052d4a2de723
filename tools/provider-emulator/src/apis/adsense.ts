/** AdSense Management API v2: accounts, adclients, sites, alerts, reports:generate. */
import type { AdSenseAccount } from '../data/resources';
import type { Emulator } from '../emulator';
import { permissionDenied } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';
import { generateReport } from './adsense-report';

const BASE = '/adsense\\.googleapis\\.com/v2/accounts';

function accountJson( a: AdSenseAccount ): JsonObject {
	return {
		name: `accounts/${ a.pubId }`,
		displayName: a.displayName,
		timeZone: { id: 'Etc/UTC' },
		createTime: a.createTime,
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

function list( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = requireToken( req, emu, 'adsense', REQUIRED.adsense );
	const accounts = emu.resources.adsenseOf( caller.accountId );
	return json(
		200,
		accounts.length ? { accounts: accounts.map( accountJson ) } : {}
	);
}

function sites(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const account = own( req, emu, params[ 0 ] );
	const domain = new URL( emu.config.siteUrl ).hostname;
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
	return json(
		200,
		generateReport(
			req,
			emu.dataset( false, 'ads' ),
			emu.config.siteUrl,
			account.pubId,
			emu.today()
		)
	);
}

export const adsenseRoutes: Route[] = [
	route( 'GET', BASE, 'adsense', ( req, _p, emu ) => list( req, emu ) ),
	route( 'GET', `${ BASE }/(pub-\\d+)`, 'adsense', ( req, params, emu ) =>
		json( 200, accountJson( own( req, emu, params[ 0 ] ) ) )
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
