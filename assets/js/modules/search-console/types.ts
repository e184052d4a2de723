/**
 * REST payloads of modules/search-console/data/*.
 */

/** sites.list permission levels, most to least. */
export type PermissionLevel =
	| 'siteOwner'
	| 'siteFullUser'
	| 'siteRestrictedUser'
	| 'siteUnverifiedUser';

/**
 * One item of GET matched-sites (best match first, unreadable ones last),
 * and the answer of POST site.
 */
export interface MatchedSite {
	/** `https://example.org/` or `sc-domain:example.org`. */
	siteURL: string;
	/** A PermissionLevel; kept a string, Google may add levels. */
	permissionLevel: PermissionLevel | string;
}
