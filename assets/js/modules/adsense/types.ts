/**
 * REST payloads of modules/adsense/data/*.
 */

/** One item of GET accounts. */
export interface AdSenseAccount {
	/** `pub-…`. */
	_id: string;
	/** `accounts/pub-…`. */
	name: string;
	displayName: string;
	timeZone: { id: string } | null;
}

/** One item of GET adclients. */
export interface AdClient {
	/** `ca-pub-…`. */
	_id: string;
	name: string;
	/** `AFC` for content ads (what Auto ads use). */
	productCode: string;
	state: string;
}
