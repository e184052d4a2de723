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
