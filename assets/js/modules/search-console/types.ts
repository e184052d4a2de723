/**
 * REST payloads of modules/search-console/data/*.
 */

/** One item of GET matched-sites, and the answer of POST site. */
export interface MatchedSite {
	/** `https://example.org/` or `sc-domain:example.org`. */
	siteURL: string;
	permissionLevel: string;
}
