/**
 * The site URLs of the demo accounts that are not the configured site, and how Google compares site URLs: loosely
 * (trailing slash, case of scheme and host), a Domain property covering its host and subdomains.
 */

export const OTHER_SITE_URL = 'https://www.example.org/';
/** domain-property: a Domain property the admin only has restricted (read) access to. */
export const RESTRICTED_SITE_URL = 'sc-domain:example.org';
/** domain-property: a property the admin added but never verified. */
export const UNVERIFIED_SITE_URL = 'http://old.example.net/';

/**
 * Whether a URL (or `dns://host`) lies on a domain or one of its subdomains, any protocol.
 * @param domain
 * @param identifier
 */
export function coveredByDomain( domain: string, identifier: string ): boolean {
	let host: string;
	try {
		host = new URL( identifier ).hostname.toLowerCase();
	} catch {
		host = identifier.toLowerCase();
	}
	const d = domain.toLowerCase();
	return host === d || host.endsWith( `.${ d }` );
}

/**
 * Compares site URLs loosely (trailing slash, case of scheme and host), as the services do.
 * @param a
 * @param b
 */
export function sameSite( a: string, b: string ): boolean {
	const norm = ( s: string ) => {
		try {
			const url = new URL( s );
			return `${ url.protocol }//${ url.host }${ url.pathname.replace(
				/\/?$/,
				'/'
			) }`;
		} catch {
			return s.toLowerCase();
		}
	};
	return norm( a ) === norm( b );
}
