/**
 * REST payloads of modules/analytics/data/* (Google's GA4 Admin shapes, plus
 * the numeric `_id` the PHP side adds).
 */

export interface PropertySummary {
	_id: string;
	/** `properties/123`. */
	property: string;
	displayName: string;
	propertyType?: string;
	parent?: string;
}

/** One item of GET account-summaries. */
export interface AccountSummary {
	_id: string;
	/** `accountSummaries/123`. */
	name: string;
	/** `accounts/123`. */
	account: string;
	displayName: string;
	propertySummaries: PropertySummary[];
}

/** One item of GET webdatastreams, and the answer of POST create-webdatastream. */
export interface WebDataStream {
	_id: string;
	/** `properties/123/dataStreams/456`. */
	name: string;
	type: string;
	displayName: string;
	webStreamData: {
		/** `G-…`. */
		measurementId: string;
		defaultUri: string;
	};
}

/** The answer of POST create-property. */
export interface Property {
	_id: string;
	/** `properties/123`. */
	name: string;
	displayName: string;
	timeZone: string;
	parent: string;
}

/** What the account, property and stream selects choose together. */
export interface AnalyticsSelection {
	accountID: string;
	/** A numeric GA4 property ID, or PROPERTY_CREATE. */
	propertyID: string;
	/** A numeric stream ID, or WEBDATASTREAM_CREATE. */
	webDataStreamID: string;
	measurementID: string;
}
