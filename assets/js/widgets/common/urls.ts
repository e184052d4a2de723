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
