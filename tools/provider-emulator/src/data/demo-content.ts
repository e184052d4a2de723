/**
 * The demo site's content as WordPress holds it: every catalog page with its kind (home, page, post, category
 * archive), title, author, categories and publication date. The local WordPress sites are seeded from it (bin/), so
 * the pages the emulator reports exist on the site under the same paths and titles.
 *
 * Authors, dates (and so which posts are recent) are hashes of (seed, path): nothing here draws from the catalog's
 * sequential generator, so buildCatalog()'s numbers stay what they are.
 */
import { buildCatalog, slugify } from './catalog';
import { DISHES, MODIFIERS, SITE_NAME, STATIC_PAGES } from './content';
import { dayFromDate, isoDay, parseIsoDay } from './dates';
import { hashString, unit } from './prng';
import { siteName, siteSeed, siteVariant } from './site-variants';
import type {
	DemoAuthor,
	DemoCategory,
	DemoContent,
	DemoEntry,
} from './demo-content-types';

/** The emulator's default seed (emulator.ts), repeated here so this module stays free of the server's imports. */
export const DEFAULT_SEED = 20240601;

export type {
	DemoAuthor,
	DemoCategory,
	DemoContent,
	DemoEntry,
	DemoKind,
} from './demo-content-types';

export const DEMO_AUTHORS: readonly DemoAuthor[] = [
	{ login: 'maya', displayName: 'Maya Okafor', role: 'editor' },
	{ login: 'tomas', displayName: 'Tomás Ferreira', role: 'author' },
	{ login: 'priya', displayName: 'Priya Raman', role: 'author' },
	{ login: 'sam', displayName: 'Sam Whitfield', role: 'author' },
	{ login: 'elena', displayName: 'Elena Rossi', role: 'editor' },
];

/** Top-level sections whose posts live under `/<section>/<slug>/`. */
export const POST_SECTIONS: Readonly< Record< string, string > > = {
	recipes: 'Recipes',
	guides: 'Guides',
	roundups: 'Round-ups',
	travel: 'Travel',
};

/** How many posts are published in the last few days before `today`. */
export const RECENT_POSTS = 6;
/** Recent posts are at most this many days old; the others spread over the rest of the emulator's 600 days. */
export const RECENT_DAYS = 5;
export const HISTORY_DAYS = 600;

const SUFFIX = ` – ${ SITE_NAME }`;
const PREFIX = `${ SITE_NAME } – `;

// Hash factors, one per derived property.
const F_AUTHOR = 0xa17;
const F_DATE = 0xda7e;
const F_RECENT = 0x4ece;

const categoryName = ( slug: string ) =>
	`${ slug[ 0 ].toUpperCase() }${ slug.slice( 1 ) } Recipes`;

/** Every category: the sections, and the recipe categories below "recipes". */
export function demoCategories(): DemoCategory[] {
	return [
		...Object.entries( POST_SECTIONS ).map( ( [ slug, name ] ) => ( {
			slug,
			name,
			parent: null,
		} ) ),
		// Named like the catalog's archive titles ("Breakfast Recipes – Harvest & Hearth").
		...Object.keys( DISHES ).map( ( slug ) => ( {
			slug,
			name: categoryName( slug ),
			parent: 'recipes',
		} ) ),
	];
}

/** Recipe path => its recipe category, for every modifier/dish pair the catalog can make. */
function recipeCategories(): Map< string, string > {
	const map = new Map< string, string >();
	for ( const [ category, dishes ] of Object.entries( DISHES ) ) {
		for ( const dish of dishes ) {
			for ( const mod of MODIFIERS ) {
				map.set(
					`/recipes/${ slugify( `${ mod } ${ dish }` ) }/`,
					category
				);
			}
		}
	}
	return map;
}

function toDay( today: Date | string ): number {
	if ( typeof today === 'string' ) {
		const day = parseIsoDay( today );
		if ( day === null ) {
			throw new Error( `Not a YYYY-MM-DD date: ${ today }` );
		}
		return day;
	}
	return dayFromDate( today );
}

/**
 * The demo site's content.
 *
 * @param seed  The emulator's seed (its catalog's page order and popularity depend on it).
 * @param today The day the site is published up to (UTC): some posts are from the last few days before it.
 */
export function demoContent(
	seed: number = DEFAULT_SEED,
	today: Date | string = new Date()
): DemoContent {
	const todayDay = toDay( today );
	const { pages } = buildCatalog( seed );
	const recipes = recipeCategories();
	const staticTitles = new Map( STATIC_PAGES );
	const parents = new Map(
		demoCategories().map( ( c ) => [ c.slug, c.parent ] )
	);
	const withAncestors = ( slug: string ): string[] => {
		const parent = parents.get( slug );
		return parent ? [ ...withAncestors( parent ), slug ] : [ slug ];
	};
	const byPath = ( path: string, factor: number, extra = 0 ) =>
		unit( seed, hashString( path ), factor, extra );

	const posts = pages.filter(
		( page ) =>
			! staticTitles.has( page.path ) &&
			! page.path.startsWith( '/category/' )
	);
	// The posts with the lowest hashes are the recent ones: always RECENT_POSTS of them, whatever the seed.
	const recent = new Set(
		posts
			.map( ( page ) => ( {
				path: page.path,
				u: byPath( page.path, F_RECENT ),
			} ) )
			.sort( ( a, b ) => a.u - b.u )
			.slice( 0, RECENT_POSTS )
			.map( ( p ) => p.path )
	);

	const author = ( path: string ) => {
		const { login, displayName } =
			DEMO_AUTHORS[
				Math.floor( byPath( path, F_AUTHOR ) * DEMO_AUTHORS.length )
			];
		return { login, displayName };
	};

	const entries: DemoEntry[] = pages.map( ( page ) => {
		const { path } = page;
		if ( path === '/' ) {
			return {
				path,
				title: page.title.startsWith( PREFIX )
					? page.title.slice( PREFIX.length )
					: page.title,
				kind: 'home',
				categories: [],
				date: '',
			};
		}
		const title = page.title.endsWith( SUFFIX )
			? page.title.slice( 0, -SUFFIX.length )
			: page.title;
		if ( staticTitles.has( path ) ) {
			// The site's fixed pages predate the emulator's history; the founding editor wrote them.
			const { login, displayName } = DEMO_AUTHORS[ 0 ];
			return {
				path,
				title,
				kind: 'page',
				author: { login, displayName },
				categories: [],
				date: isoDay(
					todayDay -
						HISTORY_DAYS -
						Math.floor( 60 * byPath( path, F_DATE ) )
				),
			};
		}
		const archive = /^\/category\/([^/]+)\/$/.exec( path );
		if ( archive ) {
			return {
				path,
				title,
				kind: 'category',
				categories: withAncestors( archive[ 1 ] ),
				date: '',
			};
		}
		const section = path.split( '/' )[ 1 ];
		if ( ! POST_SECTIONS[ section ] ) {
			throw new Error( `No category for the catalog page ${ path }` );
		}
		const recipeCategory = recipes.get( path );
		const daysAgo = recent.has( path )
			? Math.floor( RECENT_DAYS * byPath( path, F_DATE ) )
			: RECENT_DAYS +
			  Math.floor(
					( HISTORY_DAYS - RECENT_DAYS ) * byPath( path, F_DATE )
			  );
		return {
			path,
			title,
			kind: 'post',
			author: author( path ),
			categories: recipeCategory
				? withAncestors( recipeCategory )
				: [ section ],
			date: isoDay( todayDay - daysAgo ),
		};
	} );

	// The home page and the archives are as new as their newest post.
	const postEntries = entries.filter( ( e ) => e.kind === 'post' );
	const newest = ( list: DemoEntry[] ) =>
		list.reduce( ( max, e ) => ( e.date > max ? e.date : max ), '' ) ||
		isoDay( todayDay );
	for ( const entry of entries ) {
		if ( entry.kind === 'home' ) {
			entry.date = newest( postEntries );
		} else if ( entry.kind === 'category' ) {
			const slug = entry.categories[ entry.categories.length - 1 ];
			entry.date = newest(
				postEntries.filter( ( e ) => e.categories.includes( slug ) )
			);
		}
	}

	return {
		siteName: SITE_NAME,
		tagline: entries[ 0 ].title,
		authors: DEMO_AUTHORS.map( ( a ) => ( { ...a } ) ),
		categories: demoCategories(),
		entries,
	};
}

/**
 * The content of site k of a multisite network (the emulator's `extraSites`: site 2 is the first extra site): the
 * first site's posts, pages and categories, with the same paths, titles, authors and dates, so a WordPress site
 * seeded with it has every page the emulator reports for that site; only `siteName` differs (`Harvest & Hearth
 * Kitchen` for site 2, `… Garden` for site 3, `… Pantry` for site 4: data/site-variants.ts) and the entries follow
 * the site's own popularity (the home page first). Site 1 is `demoContent( seed, today )` itself.
 *
 * @param site  The site number: 1 the configured site, k ≥ 2 the (k − 1)-th extra site (at most 99).
 * @param seed  The emulator's seed (not the site's own: the emulator derives that).
 * @param today The day the site is published up to (UTC).
 */
export function demoSiteContent(
	site: number,
	seed: number = DEFAULT_SEED,
	today: Date | string = new Date()
): DemoContent {
	const variant = siteVariant( seed, site );
	const first = demoContent( seed, today );
	if ( ! variant ) {
		return first;
	}
	const byPath = new Map( first.entries.map( ( e ) => [ e.path, e ] ) );
	const { pages } = buildCatalog( siteSeed( seed, site ), variant );
	return {
		...first,
		siteName: siteName( site ),
		entries: pages.map( ( page ) => {
			const entry = byPath.get( page.path );
			if ( ! entry ) {
				throw new Error( `No content for the page ${ page.path }` );
			}
			return entry;
		} ),
	};
}
