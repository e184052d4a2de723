/** What a sample call of the schema sweep is (test/schema-samples.ts lists them). */

export interface Sample {
	method: string;
	/** As the router sees it: `/<host>/<path>`, percent-encoded. */
	path: string;
	query?: Record< string, string | string[] >;
	json?: unknown;
	form?: Record< string, string >;
	/** Send the signed-in token (default true). */
	auth?: boolean;
	/** Send this token instead of the admin's (e.g. the owner of a network's extra site). */
	token?: string;
	/** An error answer is what this sample is for (in every scenario, or in those listed). */
	fails?: true;
	failsIn?: string[];
}

export interface SampleContext {
	refreshToken: string;
	/** A token of the second demo account, revoked by the last samples. */
	spareToken: string;
	/** A token of the owner of the network's extra site NETWORK_SITE (site 2, `site2.admin@example.com`). */
	siteToken: string;
}

/** The extra site the sweep's emulator answers for besides SITE: site 2 of a subdirectory network. */
export const NETWORK_SITE = 'http://127.0.0.1:8888/kitchen/';

export const SITE = 'http://127.0.0.1:8888/';
export const ENC_SITE = encodeURIComponent( SITE );
export const PROPERTY =
	'/analyticsdata.googleapis.com/v1beta/properties/300000001';
