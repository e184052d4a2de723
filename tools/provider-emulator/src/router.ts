/** Route table plumbing: each API module exports routes; paths are `/<google host>/<google path>`. */
import type { Emulator } from './emulator';
import type {
	ApiName,
	EmuRequest,
	EmuResponse,
	ErrorStyle,
} from './http/types';

export type Handler = (
	req: EmuRequest,
	params: string[],
	emu: Emulator
) => EmuResponse | Promise< EmuResponse >;

export interface Route {
	method: string;
	pattern: RegExp;
	api: ApiName;
	style: ErrorStyle;
	handler: Handler;
}

/**
 * Builds a route. `path` is a regular expression source without anchors; capture groups become params
 * (still percent-encoded: decode them where they are used).
 * @param method
 * @param path
 * @param api
 * @param handler
 * @param style
 */
export function route(
	method: string,
	path: string,
	api: ApiName,
	handler: Handler,
	style: ErrorStyle = 'json'
): Route {
	return {
		method,
		pattern: new RegExp( `^${ path }$` ),
		api,
		style,
		handler,
	};
}

export function matchRoute(
	routes: readonly Route[],
	method: string,
	path: string
): { route: Route; params: string[] } | { allowed: string[] } | null {
	const allowed: string[] = [];
	for ( const candidate of routes ) {
		const match = candidate.pattern.exec( path );
		if ( ! match ) {
			continue;
		}
		if (
			candidate.method === method ||
			( method === 'HEAD' && candidate.method === 'GET' )
		) {
			return { route: candidate, params: match.slice( 1 ) };
		}
		allowed.push( candidate.method );
	}
	return allowed.length ? { allowed } : null;
}

const HOST_APIS: Array< [ RegExp, ApiName ] > = [
	[
		/^\/(accounts\.google\.com|oauth2\.googleapis\.com|www\.googleapis\.com\/oauth2)\//,
		'oauth',
	],
	[
		/^\/(searchconsole\.googleapis\.com|www\.googleapis\.com\/webmasters)\//,
		'searchconsole',
	],
	[ /^\/analyticsdata\.googleapis\.com\//, 'analyticsdata' ],
	[ /^\/analyticsadmin\.googleapis\.com\//, 'analyticsadmin' ],
	[ /^\/pagespeedonline\.googleapis\.com\//, 'pagespeed' ],
	[ /^\/adsense\.googleapis\.com\//, 'adsense' ],
	[
		/^\/(siteverification\.googleapis\.com|www\.googleapis\.com\/siteVerification)\//,
		'siteverification',
	],
	[ /^\/tagmanager\.googleapis\.com\//, 'tagmanager' ],
	[ /^\/lh3\.googleusercontent\.com\//, 'static' ],
];

/**
 * The API a path belongs to, even when no route matches (for faults and the log).
 * @param path
 */
export function apiOfPath( path: string ): ApiName {
	return (
		HOST_APIS.find( ( [ pattern ] ) => pattern.test( path ) )?.[ 1 ] ??
		'unknown'
	);
}
