/**
 * Small helpers the module UIs share.
 */

/**
 * A URL with exactly one trailing slash, for comparing site URLs the way
 * Google lists them (`https://example.org/`).
 *
 * @param url A URL.
 */
export function trailingSlashIt( url: string ): string {
	return url.replace( /\/+$/, '' ) + '/';
}

/**
 * Whether two site URLs name the same site (trailing slash and letter case of
 * the scheme and host aside).
 *
 * @param a One URL.
 * @param b The other.
 */
export function isSameSiteURL( a: string, b: string ): boolean {
	const normal = ( url: string ) => {
		const slashed = trailingSlashIt( url );
		return slashed.replace( /^[a-z]+:\/\/[^/]+/i, ( origin ) =>
			origin.toLowerCase()
		);
	};
	return normal( a ) === normal( b );
}

/**
 * The last segment of a Google resource name: `properties/123` → `123`.
 *
 * @param name Resource name.
 */
export function idFromName( name: string ): string {
	return name.slice( name.lastIndexOf( '/' ) + 1 );
}
