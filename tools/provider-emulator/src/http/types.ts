import type { IncomingHttpHeaders } from 'node:http';

/** Which emulated API a path belongs to; faults and the request log select by it. */
export type ApiName =
	| 'oauth'
	| 'searchconsole'
	| 'analyticsdata'
	| 'analyticsadmin'
	| 'pagespeed'
	| 'adsense'
	| 'siteverification'
	| 'tagmanager'
	| 'static'
	| 'unknown';

/** How errors on a route are written: Google's API JSON, the OAuth token endpoint's JSON, or an HTML page. */
export type ErrorStyle = 'json' | 'oauth' | 'html';

export interface EmuRequest {
	method: string;
	/** Raw path (still percent-encoded), e.g. `/searchconsole.googleapis.com/webmasters/v3/sites`. */
	path: string;
	query: URLSearchParams;
	headers: IncomingHttpHeaders;
	body: string;
}

export interface EmuResponse {
	status: number;
	headers: Record< string, string >;
	body: string | Buffer;
}

export type JsonValue =
	| string
	| number
	| boolean
	| null
	| JsonValue[]
	| { [ key: string ]: JsonValue | undefined };
export type JsonObject = { [ key: string ]: JsonValue | undefined };
