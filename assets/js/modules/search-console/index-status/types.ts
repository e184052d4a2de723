/**
 * What the index status block reads: the url-inspection datapoint's answer, and which page to inspect.
 */

/**
 * The url-inspection datapoint's answer (docs/rest-api.md, UrlInspection); what this component reads of it.
 */
export interface UrlInspection {
	url: string;
	indexed: boolean;
	verdict: string;
	coverageState: string;
	coverageKey: string;
	lastCrawlTime: string | null;
	googleCanonical: string | null;
	userCanonical: string | null;
	canonicalMismatch: boolean;
	inspectionLink: string;
	/** Unix time Google was asked. */
	checkedAt: number;
}

/** Which page to inspect: a post of this site, or a URL of it. */
export type IndexStatusTarget = { postID: number } | { url: string };
