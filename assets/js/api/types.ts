/**
 * Types shared by the API layer and the stores that call it.
 */

/**
 * The `data` of a WordPress REST error, with the fields the spec names (§3 "Error object").
 */
export interface APIErrorData {
	status?: number;
	reason?: string;
	reconnectURL?: string;
	scopes?: string[];
	skipModal?: boolean;
	redirectURL?: string;
	/** Per-argument messages of `rest_invalid_param`. */
	params?: Record< string, string >;
	/** The provider's own words, when the message is the plugin's plainer version of them (PageSpeed Insights). */
	providerMessage?: string;
	/** What fixes a refusal by Google, said for this user (ask the owner, check access, choose another property). */
	fix?: string;
	/** Where the fix is made (the service's settings), for an admin who can make it. */
	fixURL?: string;
}

/**
 * Every failed request rejects with one of these.
 */
export interface APIError {
	code: string;
	message: string;
	data: APIErrorData;
}

/**
 * Query arguments of a GET datapoint.
 */
export type QueryParams = Record< string, unknown >;
