/**
 * Search Console's enums on the wire. Its Discovery document (searchconsole v1) lists the names in upper snake case
 * (`QUERY`, `BY_PAGE`, `SITE_OWNER`); its reference pages and older clients write lower camel case (`query`,
 * `byPage`, `siteOwner`), and the document's own descriptions call the values case-insensitive. Requests are read
 * in either spelling; answers are written as the Discovery document lists them.
 */

const squash = ( value: string ): string =>
	value.replace( /_/g, '' ).toUpperCase();

/**
 * The name of `names` (the emulator's own spelling) that `value` spells, in either case; null when none.
 * @param value
 * @param names
 */
export function scEnum< T extends string >(
	value: unknown,
	names: readonly T[]
): T | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	return names.find( ( name ) => squash( name ) === squash( value ) ) ?? null;
}

/**
 * A lower camel case name as the Discovery document writes it: `siteOwner` → `SITE_OWNER`.
 * @param name
 */
export function discoveryName( name: string ): string {
	return name.replace( /([a-z0-9])([A-Z])/g, '$1_$2' ).toUpperCase();
}

/**
 * A WmxSite as Google writes it: `permissionLevel` in the Discovery document's spelling (`SITE_OWNER`).
 * @param site
 * @param site.siteUrl
 * @param site.permissionLevel
 */
export function wmxSite( site: { siteUrl: string; permissionLevel: string } ): {
	siteUrl: string;
	permissionLevel: string;
} {
	return {
		siteUrl: site.siteUrl,
		permissionLevel: discoveryName( site.permissionLevel ),
	};
}
