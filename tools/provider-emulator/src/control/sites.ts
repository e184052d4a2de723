/**
 * Control endpoint: the sites the emulator answers for (`GET /__emulator/sites`): the configured site and a multisite
 * network's extra sites, each with its owner and the ids of what the owner has for it, so a test or a script can
 * connect a site without knowing the numbering.
 */
import { ADMIN, type DemoAccount } from '../data/accounts';
import { SITE_NAME } from '../data/content';
import type { ExtraSite } from '../data/extra-sites';
import type { Emulator } from '../emulator';
import type { JsonObject } from '../http/types';

function accountJson( account: DemoAccount ): JsonObject {
	return { id: account.id, email: account.email, name: account.name };
}

function extraJson( e: ExtraSite ): JsonObject {
	return {
		site: e.site,
		url: e.url,
		name: e.name,
		account: accountJson( e.account ),
		searchConsoleProperty: e.url,
		analyticsAccount: `accounts/${ e.gaAccount.id }`,
		analyticsProperty: `properties/${ e.gaProperty.id }`,
		webDataStream: `properties/${ e.gaProperty.id }/dataStreams/${ e.gaStream.id }`,
		measurementId: e.gaStream.measurementId,
		adsenseAccount: `accounts/${ e.adsense.pubId }`,
	};
}

export function sitesView( emu: Emulator ): JsonObject {
	const property = emu.resources.gaPropertiesIn( '100000001' )[ 0 ];
	const stream = property
		? emu.resources.gaStreamsOf( property.id )[ 0 ]
		: undefined;
	const adsense = emu.resources.adsenseOf( ADMIN.id )[ 0 ];
	const first: JsonObject = {
		site: 1,
		url: emu.config.siteUrl,
		name: SITE_NAME,
		account: accountJson( ADMIN ),
		// The first of the admin's properties is the site's (its Domain property in domain-property).
		searchConsoleProperty:
			emu.resources.scSites( ADMIN.id )[ 0 ]?.siteUrl ?? null,
		analyticsAccount: 'accounts/100000001',
		analyticsProperty: property ? `properties/${ property.id }` : null,
		webDataStream:
			property && stream
				? `properties/${ property.id }/dataStreams/${ stream.id }`
				: null,
		measurementId: stream?.measurementId ?? null,
		adsenseAccount: adsense ? `accounts/${ adsense.pubId }` : null,
	};
	return { sites: [ first, ...emu.extraSites().map( extraJson ) ] };
}
