/**
 * The shapes of what the demo accounts own (GA4 accounts, properties, streams and custom dimensions, AdSense
 * accounts), and what a state file keeps of them.
 */

export interface GaAccount {
	id: string;
	owner: string;
	displayName: string;
	createTime: string;
}

export interface GaProperty {
	id: string;
	account: string;
	displayName: string;
	timeZone: string;
	currencyCode: string;
	createTime: string;
	/** Serves the demo site's data (false: the unrelated site's). */
	siteData: boolean;
}

export interface GaStream {
	id: string;
	property: string;
	displayName: string;
	/** null: the configured site URL. */
	defaultUri: string | null;
	measurementId: string;
	createTime: string;
}

/** A GA4 custom dimension created through the Admin API. */
export interface GaCustomDimension {
	/** The last segment of its resource name (`properties/{property}/customDimensions/{id}`). */
	id: string;
	property: string;
	parameterName: string;
	displayName: string;
	description: string;
	scope: 'EVENT' | 'USER' | 'ITEM';
	createTime: string;
	/**
	 * YYYY-MM-DD: the first day whose events carry the dimension (the day after creation by the emulator's clock;
	 * Google never back-fills, so reports give `(not set)` before it).
	 */
	firstDataDay: string;
}

export interface AdSenseAccount {
	pubId: string;
	owner: string;
	displayName: string;
	createTime: string;
}

/** What a state file keeps of the resources (plain JSON). */
export interface ResourcesSnapshot {
	/** Account id → Search Console site URL → permission level, for sites added through the API. */
	scAdded: Record< string, Record< string, string > >;
	/** Account id → verified identifiers (`SITE_URL` stands for the configured site URL). */
	verified: Record< string, string[] >;
	gaAccounts: GaAccount[];
	gaProperties: GaProperty[];
	gaStreams: GaStream[];
	/** Absent in files written before custom dimensions existed. */
	gaCustomDimensions?: GaCustomDimension[];
	adsense: AdSenseAccount[];
	nextId: number;
}
