/** Tag Manager API v2 (read-only): accounts and containers, with Google's singular list keys. */
import { ADMIN } from '../data/accounts';
import type { Emulator } from '../emulator';
import { permissionDenied } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';

const BASE = '/tagmanager\\.googleapis\\.com/tagmanager/v2/accounts';
const ACCOUNT_ID = '6000000001';

function accounts( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = requireToken( req, emu, 'tagmanager', REQUIRED.tagmanager );
	if ( caller.accountId !== ADMIN.id ) {
		return json( 200, {} );
	}
	return json( 200, {
		account: [
			{
				path: `accounts/${ ACCOUNT_ID }`,
				accountId: ACCOUNT_ID,
				name: 'Harvest & Hearth',
				fingerprint: '1650000000000',
				tagManagerUrl: '',
			},
		],
	} );
}

function containers(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = requireToken( req, emu, 'tagmanager', REQUIRED.tagmanager );
	if ( caller.accountId !== ADMIN.id || params[ 0 ] !== ACCOUNT_ID ) {
		throw permissionDenied( 'The caller does not have permission' );
	}
	const domain = new URL( emu.config.siteUrl ).hostname;
	return json( 200, {
		container: [
			{
				path: `accounts/${ ACCOUNT_ID }/containers/7000000001`,
				accountId: ACCOUNT_ID,
				containerId: '7000000001',
				name: domain,
				publicId: 'GTM-HH4RVST',
				usageContext: [ 'web' ],
				domainName: [ domain ],
				fingerprint: '1650000000001',
				tagManagerUrl: '',
			},
		],
	} );
}

export const tagManagerRoutes: Route[] = [
	route( 'GET', BASE, 'tagmanager', ( req, _p, emu ) =>
		accounts( req, emu )
	),
	route( 'GET', `${ BASE }/(\\d+)/containers`, 'tagmanager', containers ),
];
