/**
 * Search Console properties and the page URLs their reports name.
 *
 * A URL-prefix property (`https://www.example.com/`) holds one protocol of one
 * host; a domain property (`sc-domain:example.com`) holds every subdomain and
 * both protocols, so its `page` rows may name other hosts than the site's.
 * The server (Search_Console\Properties) decides which properties cover the
 * site and lists them best first; these helpers read that list and the rows.
 */

/**
 * Internal dependencies
 */
import type { MatchedSite, PermissionLevel } from './types';

export const DOMAIN_PREFIX = 'sc-domain:';

/** Levels that may read a property's data (sites.list permissionLevel). */
const READABLE: PermissionLevel[] = [
	'siteOwner',
	'siteFullUser',
	'siteRestrictedUser',
];

/**
 * Whether a property is a domain property.
 *
 * @param propertyID Property ID.
 */
export function isDomainProperty( propertyID: string ): boolean {
	return propertyID.startsWith( DOMAIN_PREFIX );
}

/**
 * The domain of a domain property (`sc-domain:example.com` → `example.com`),
 * or an empty string for a URL-prefix property.
 *
 * @param propertyID Property ID.
 */
export function domainOf( propertyID: string ): string {
	return isDomainProperty( propertyID )
		? propertyID.slice( DOMAIN_PREFIX.length )
		: '';
}

/**
 * Whether the user may read a property's data: Google lists properties the
 * user was added to but is not verified for as `siteUnverifiedUser`, and
 * refuses their reports.
 *
 * @param site A matched property.
 */
export function isReadable( site: MatchedSite ): boolean {
	return READABLE.includes( site.permissionLevel as PermissionLevel );
}

export interface PageURLClass {
	/** Whether the row is a page of this site (same host and port, either protocol). */
	isSitePage: boolean;
	/** The page's host (lower case, with a port when it has one). */
	host: string;
	/** Path and query, e.g. `/recipes/?p=2`. */
	path: string;
}

/**
 * What a Search Console `page` key is for this site. On a domain property
 * the rows include other hosts (`shop.example.com` beside `example.com`) and
 * both protocols: a row of another host is not a page of this site (show its
 * host, do not link it to this site's page dashboard); a row of this host
 * under the other protocol is still this site's page (WordPress serves the
 * host, whichever protocol Google crawled).
 *
 * @param url     A `page` key: an absolute URL.
 * @param siteURL The site's home URL.
 */
export function classifyPageURL( url: string, siteURL: string ): PageURLClass {
	let page: URL;
	try {
		page = new URL( url );
	} catch {
		return { isSitePage: false, host: '', path: url };
	}
	const path = page.pathname + page.search;
	let site: URL;
	try {
		site = new URL( siteURL );
	} catch {
		return { isSitePage: false, host: page.host, path };
	}
	const sitePath = site.pathname.replace( /\/*$/, '/' );
	const isSitePage =
		( page.protocol === 'http:' || page.protocol === 'https:' ) &&
		page.hostname === site.hostname &&
		effectivePort( page ) === effectivePort( site ) &&
		( page.pathname + '/' ).startsWith( sitePath );
	return { isSitePage, host: page.host, path };
}

/**
 * A URL's port, the default one when it names none; http and https count as
 * one site on their default ports.
 *
 * @param url URL.
 */
function effectivePort( url: URL ): string {
	return url.port || 'default';
}

/**
 * How a page row reads: its path for this site's pages, host and path for
 * another host's.
 *
 * @param url     A `page` key.
 * @param siteURL The site's home URL.
 */
export function pageLabel( url: string, siteURL: string ): string {
	const page = classifyPageURL( url, siteURL );
	return page.isSitePage ? page.path : page.host + page.path;
}
