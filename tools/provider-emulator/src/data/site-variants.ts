/**
 * The sites of a multisite network the emulator answers for. Site 1 is the configured site ("Harvest & Hearth");
 * site k ≥ 2 is the (k − 1)-th of the `extraSites`. Every site carries the same content (paths, posts, categories:
 * the first site's), under its own name, with figures of its own: another seed and a smaller traffic scale.
 *
 * Pure functions of (seed, k), free of the server's imports: demo-content.ts uses them too.
 */
import { SITE_NAME } from './content';
import { mix } from './prng';

/** The highest site number: ids of an extra site's resources keep k in two digits (data/extra-sites.ts). */
export const MAX_SITE = 99;

/** How a site other than the first one differs: its name, and the seed its content (paths, posts) comes from. */
export interface SiteVariant {
	/** The seed of the first site: content and paths are the same on every site. */
	contentSeed: number;
	/** The site's title, e.g. `Harvest & Hearth Kitchen`. */
	name: string;
}

/** The second word of the extra sites' names, site 2 first. */
const SITE_WORDS = [
	'Kitchen',
	'Garden',
	'Pantry',
	'Table',
	'Market',
	'Bakery',
	'Orchard',
	'Cellar',
	'Larder',
	'Dairy',
] as const;

function checkSite( site: number ): void {
	if ( ! Number.isInteger( site ) || site < 1 || site > MAX_SITE ) {
		throw new Error(
			`A site number is an integer from 1 to ${ MAX_SITE }; got ${ site }`
		);
	}
}

/**
 * The site's title: `Harvest & Hearth` (site 1), `Harvest & Hearth Kitchen` (2), `… Garden` (3), `… Pantry` (4), …;
 * past the list, `Harvest & Hearth <k>`.
 * @param site The site number k.
 */
export function siteName( site: number ): string {
	checkSite( site );
	if ( site === 1 ) {
		return SITE_NAME;
	}
	return `${ SITE_NAME } ${ SITE_WORDS[ site - 2 ] ?? String( site ) }`;
}

/**
 * The seed of the site's figures: the emulator's seed for site 1, a seed derived from it for the others.
 * @param seed The emulator's seed.
 * @param site The site number k.
 */
export function siteSeed( seed: number, site: number ): number {
	checkSite( site );
	return site === 1 ? seed : mix( seed, 0x51e0 + site );
}

/**
 * The site's traffic against a site of its own seed at full size: 1 for site 1, 0.6 / (k − 1) for site k (site 2
 * 0.6, site 3 0.3, site 4 0.2, …), so every extra site is visibly smaller than the first and than the one before.
 * @param site The site number k.
 */
export function siteScale( site: number ): number {
	checkSite( site );
	return site === 1 ? 1 : 0.6 / ( site - 1 );
}

/**
 * What the catalog and the content of site k ≥ 2 need (undefined for site 1, whose catalog is the seed's own).
 * @param seed The emulator's seed.
 * @param site The site number k.
 */
export function siteVariant(
	seed: number,
	site: number
): SiteVariant | undefined {
	checkSite( site );
	return site === 1
		? undefined
		: { contentSeed: seed, name: siteName( site ) };
}
