/**
 * A page URL of the site from its path: the home URL + the path, as Search
 * Console and AdSense name pages ("http://example.org" + "/recipes/" →
 * "http://example.org/recipes/").
 *
 * @param homeURL Home URL, with or without a trailing slash.
 * @param path    Path starting with a slash.
 */
export function pageURLFromPath( homeURL: string, path: string ): string {
	return homeURL.replace( /\/+$/, '' ) + path;
}

/**
 * The path (and query) of a page URL, for showing it compactly.
 *
 * @param url Page URL.
 */
export function pathOf( url: string ): string {
	try {
		const parsed = new URL( url );
		return parsed.pathname + parsed.search;
	} catch {
		return url;
	}
}

/**
 * Whether two page URLs name the same page, ignoring a trailing slash.
 *
 * @param a Page URL.
 * @param b Page URL.
 */
export function isSamePage( a: string, b: string ): boolean {
	const normalise = ( url: string ) => url.replace( /\/+$/, '' );
	return normalise( a ) === normalise( b );
}

/**
 * A path or URL as a person reads it: percent-encoded characters decoded
 * ("/caf%C3%A9/" → "/café/"), left as it is when it is not valid encoding.
 *
 * @param text Path or URL.
 */
export function decodeForDisplay( text: string ): string {
	try {
		return decodeURI( text );
	} catch {
		return text;
	}
}

export interface PageOfReport {
	/** 'site' for a page of this site; 'other-host' for a URL of another host or protocol. */
	kind: 'site' | 'other-host';
	/** What to show: the decoded path (and query), with the host in front for another host. */
	label: string;
	/** The full URL, decoded, for a tooltip. */
	full: string;
}

/**
 * Reads a page a report names (a GA4 path, or a Search Console / AdSense URL)
 * against the site's home URL. A Search Console domain property covers every
 * subdomain and both protocols, so its rows may name pages of other hosts:
 * those are not this site's pages.
 *
 * @param page    Path ("/recipes/") or absolute URL.
 * @param homeURL The site's home URL.
 */
export function pageOfReport( page: string, homeURL: string ): PageOfReport {
	if ( page.startsWith( '/' ) ) {
		const label = decodeForDisplay( page );
		return {
			kind: 'site',
			label,
			full: decodeForDisplay( pageURLFromPath( homeURL, page ) ),
		};
	}
	let url: URL;
	let home: URL;
	try {
		url = new URL( page );
		home = new URL( homeURL );
	} catch {
		return { kind: 'site', label: decodeForDisplay( page ), full: page };
	}
	const path = decodeForDisplay( url.pathname + url.search );
	const homePath = home.pathname.replace( /\/?$/, '/' );
	// Either protocol is this site (a domain property covers both); another host or port is not.
	const sameSite =
		( url.protocol === 'http:' || url.protocol === 'https:' ) &&
		url.host === home.host &&
		( url.pathname + '/' ).startsWith( homePath );
	return sameSite
		? { kind: 'site', label: path, full: decodeForDisplay( page ) }
		: {
				kind: 'other-host',
				label: `${ url.host }${ path }`,
				full: decodeForDisplay( page ),
		  };
}
