/**
 * The extra sites of a multisite network (the `extraSites` option): site k (k ≥ 2, the (k − 1)-th URL) is owned by its
 * own Google account, which owns that site everywhere and nothing else: a verified URL-prefix Search Console property
 * for exactly the URL, a GA4 account and property named after the site with a web stream on the URL, and an AdSense
 * account with the URL's site. Its ids are fixed by k (two digits), so a restart or a change of URL keeps them.
 *
 * These resources are not stored: data/resources.ts adds them to what the APIs read while the site is configured.
 */
import { type DemoAccount, siteAccount } from './accounts';
import { ADSENSE_CREATED, CREATED, measurementIdFor } from './demo-resources';
import type {
	AdSenseAccount,
	GaAccount,
	GaProperty,
	GaStream,
} from './resource-types';
import { MAX_SITE, siteName } from './site-variants';

/** At most this many extra sites (site numbers 2 … MAX_SITE). */
export const MAX_EXTRA_SITES = MAX_SITE - 1;

export interface ExtraSite {
	/** The site number k (2 for the first extra site). */
	site: number;
	/** The site's home URL, normalised with a trailing slash. */
	url: string;
	/** The site's title, e.g. `Harvest & Hearth Kitchen`. */
	name: string;
	/** The site's path below its host without the trailing slash: `/kitchen` (GA4 page paths start with it). */
	pathPrefix: string;
	account: DemoAccount;
	gaAccount: GaAccount;
	gaProperty: GaProperty;
	gaStream: GaStream;
	adsense: AdSenseAccount;
}

/**
 * The ids of site k's resources: GA4 account `1000100kk`, property `3000100kk`, stream `40000100kk`, AdSense
 * `pub-24681357924680kk` (kk: k in two digits).
 * @param site The site number k.
 */
export function extraSiteIds( site: number ): {
	gaAccount: string;
	gaProperty: string;
	gaStream: string;
	adsense: string;
} {
	const kk = String( site ).padStart( 2, '0' );
	return {
		gaAccount: `1000100${ kk }`,
		gaProperty: `3000100${ kk }`,
		gaStream: `40000100${ kk }`,
		adsense: `pub-24681357924680${ kk }`,
	};
}

/**
 * Extra site k at a URL, with its owner and the owner's resources.
 * @param site The site number k, 2 to MAX_SITE.
 * @param url  The site's normalised home URL (trailing slash).
 */
export function extraSite( site: number, url: string ): ExtraSite {
	const name = siteName( site );
	const account = siteAccount( site );
	const ids = extraSiteIds( site );
	return {
		site,
		url,
		name,
		pathPrefix: new URL( url ).pathname.replace( /\/$/, '' ),
		account,
		gaAccount: {
			id: ids.gaAccount,
			owner: account.id,
			displayName: name,
			createTime: CREATED,
		},
		gaProperty: {
			id: ids.gaProperty,
			account: ids.gaAccount,
			displayName: name,
			timeZone: 'Etc/UTC',
			currencyCode: 'USD',
			createTime: CREATED,
			siteData: true,
		},
		gaStream: {
			id: ids.gaStream,
			property: ids.gaProperty,
			displayName: name,
			defaultUri: url.replace( /\/$/, '' ),
			measurementId: measurementIdFor( `site-${ site }-stream` ),
			createTime: CREATED,
		},
		adsense: {
			pubId: ids.adsense,
			owner: account.id,
			displayName: account.name,
			createTime: ADSENSE_CREATED,
		},
	};
}

/**
 * The extra sites of a list of URLs: the first is site 2.
 * @param urls Normalised home URLs.
 */
export function extraSitesOf( urls: readonly string[] ): ExtraSite[] {
	return urls.map( ( url, i ) => extraSite( i + 2, url ) );
}
