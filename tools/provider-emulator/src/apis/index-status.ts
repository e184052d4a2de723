/**
 * What Google knows of each demo page (the URL Inspection API's `indexStatusResult`): a pure function of
 * (seed, today, path). Most pages are indexed, a few are not, for the reasons Google gives on real WordPress sites
 * (new posts not crawled yet, thin archives crawled but not indexed, a duplicate whose canonical Google chose itself,
 * a page an author set to noindex); paths that are no demo page are "URL is unknown to Google".
 */
import { isoDay, parseIsoDay } from '../data/dates';
import {
	type DemoContent,
	type DemoEntry,
	demoSiteContent,
} from '../data/demo-content';
import { hashString, unit } from '../data/prng';
import type { JsonObject } from '../http/types';

/** Google's coverage states (the Page indexing report's words) that the demo pages take. */
export const COVERAGE = {
	submittedIndexed: 'Submitted and indexed',
	indexedNotSubmitted: 'Indexed, not submitted in sitemap',
	crawledNotIndexed: 'Crawled - currently not indexed',
	discoveredNotIndexed: 'Discovered - currently not indexed',
	duplicateOtherCanonical:
		'Duplicate, Google chose different canonical than user',
	noindex: 'Excluded by ‘noindex’ tag',
	redirect: 'Page with redirect',
	unknown: 'URL is unknown to Google',
} as const;

/** Popular pages are always indexed: Google crawls them every few days. */
const ALWAYS_INDEXED_RANK = 20;
/** Static pages a site owner typically keeps out of the index. */
const NOINDEX_PAGES = new Set( [ '/privacy-policy/' ] );

// Hash factors, one per derived property.
const F_STATE = 0x1a5e;
const F_CRAWL_DAY = 0xc4a1;
const F_CRAWL_SECOND = 0xc4a2;
const F_AGENT = 0xa6e7;

const contents = new Map< string, DemoContent >();

/**
 * A site's demo content, cached.
 * @param seed  The emulator's seed (of the unrelated site: its own).
 * @param today
 * @param site  1, or k for an extra site of a network.
 */
export function content( seed: number, today: number, site = 1 ): DemoContent {
	const key = `${ seed }:${ today }:${ site }`;
	let found = contents.get( key );
	if ( ! found ) {
		if ( contents.size >= 6 ) {
			contents.delete( contents.keys().next().value as string );
		}
		found = demoSiteContent( site, seed, isoDay( today ) );
		contents.set( key, found );
	}
	return found;
}

function rfc3339( ms: number ): string {
	return new Date( ms ).toISOString().replace( /\.\d{3}Z$/, 'Z' );
}

export interface PageContext {
	seed: number;
	/** Today's UTC day number. */
	today: number;
	/** The site's base URL without a trailing slash (`http://127.0.0.1:8888`). */
	base: string;
	/** The site's demo content (catalog order: by popularity). */
	content: DemoContent;
	/** False when Google has nothing of the site yet (the new-site scenario). */
	hasData: boolean;
}

function sitemapFor( base: string, entry: DemoEntry ): string[] {
	// WordPress core's sitemaps (wp-sitemap.xml and its parts).
	switch ( entry.kind ) {
		case 'post':
			return [ `${ base }/wp-sitemap-posts-post-1.xml` ];
		case 'page':
		case 'home':
			return [ `${ base }/wp-sitemap-posts-page-1.xml` ];
		default:
			return [ `${ base }/wp-sitemap-taxonomies-category-1.xml` ];
	}
}

/**
 * Google's `indexStatusResult` for a URL of the site: `path` is the URL's path (with its query string, if any)
 * below the site's base URL.
 * @param ctx
 * @param path
 */
export function indexStatus( ctx: PageContext, path: string ): JsonObject {
	const url = ctx.base + path;
	const entries = ctx.content.entries;
	let rank = entries.findIndex( ( e ) => e.path === path );
	if ( rank < 0 && ! path.endsWith( '/' ) && ! path.includes( '?' ) ) {
		// WordPress redirects /slug to /slug/: Google follows it and indexes the target instead.
		const target = entries.findIndex( ( e ) => e.path === `${ path }/` );
		if ( target >= 0 && ctx.hasData ) {
			return {
				verdict: 'NEUTRAL',
				coverageState: COVERAGE.redirect,
				robotsTxtState: 'ALLOWED',
				indexingState: 'INDEXING_ALLOWED',
				lastCrawlTime: crawlTime( ctx, path, 30 ),
				pageFetchState: 'SUCCESSFUL',
				googleCanonical: `${ url }/`,
				crawledAs: 'MOBILE',
			};
		}
		rank = -1;
	}
	if ( rank < 0 || ( ! ctx.hasData && path !== '/' ) ) {
		return { verdict: 'NEUTRAL', coverageState: COVERAGE.unknown };
	}
	const entry = entries[ rank ];
	const u = unit( ctx.seed, hashString( path ), F_STATE );
	const age = entry.date
		? ctx.today - ( parseIsoDay( entry.date ) ?? ctx.today )
		: Infinity;
	let state: string;
	if ( ! ctx.hasData ) {
		state = COVERAGE.discoveredNotIndexed;
	} else if ( entry.kind === 'home' || rank < ALWAYS_INDEXED_RANK ) {
		state = COVERAGE.submittedIndexed;
	} else if ( NOINDEX_PAGES.has( path ) ) {
		state = COVERAGE.noindex;
	} else if ( entry.kind === 'post' && age < 1 ) {
		// Published today: Google has not heard of it yet.
		state = COVERAGE.unknown;
	} else if ( entry.kind === 'post' && age < 5 ) {
		// A few days old: in the sitemap, waiting for its first crawl.
		state = COVERAGE.discoveredNotIndexed;
	} else if ( entry.kind === 'category' ) {
		state =
			u < 0.65 ? COVERAGE.submittedIndexed : COVERAGE.crawledNotIndexed;
	} else if ( u < 0.78 ) {
		state = COVERAGE.submittedIndexed;
	} else if ( u < 0.84 ) {
		state = COVERAGE.indexedNotSubmitted;
	} else if ( u < 0.91 ) {
		state = COVERAGE.crawledNotIndexed;
	} else if ( u < 0.95 ) {
		state = COVERAGE.discoveredNotIndexed;
	} else if ( u < 0.98 && entry.kind === 'post' ) {
		state = COVERAGE.duplicateOtherCanonical;
	} else {
		state = COVERAGE.noindex;
	}
	if ( state === COVERAGE.unknown ) {
		return { verdict: 'NEUTRAL', coverageState: state };
	}
	const inSitemap = state !== COVERAGE.indexedNotSubmitted;
	// Referrers: the home page links the newest posts, archives link their posts.
	const referrers = entries
		.filter(
			( e ) =>
				e.path !== path &&
				( e.kind === 'home' ||
					( e.kind === 'category' &&
						entry.categories.includes(
							e.categories[ e.categories.length - 1 ]
						) ) )
		)
		.map( ( e ) => ctx.base + e.path );
	const result: JsonObject = {};
	if ( inSitemap ) {
		result.sitemap = sitemapFor( ctx.base, entry );
	}
	if ( state !== COVERAGE.discoveredNotIndexed && referrers.length ) {
		result.referringUrls = referrers;
	} else if ( state === COVERAGE.discoveredNotIndexed ) {
		result.referringUrls = referrers.slice( 0, 1 );
	}
	const indexed =
		state === COVERAGE.submittedIndexed ||
		state === COVERAGE.indexedNotSubmitted;
	result.verdict = indexed ? 'PASS' : 'NEUTRAL';
	result.coverageState = state;
	if ( state === COVERAGE.discoveredNotIndexed ) {
		// Never crawled: Google knows only where it heard of the URL.
		result.robotsTxtState = 'ROBOTS_TXT_STATE_UNSPECIFIED';
		result.indexingState = 'INDEXING_STATE_UNSPECIFIED';
		result.pageFetchState = 'PAGE_FETCH_STATE_UNSPECIFIED';
		return result;
	}
	result.robotsTxtState = 'ALLOWED';
	result.indexingState =
		state === COVERAGE.noindex ? 'BLOCKED_BY_META_TAG' : 'INDEXING_ALLOWED';
	// Popular pages are crawled every few days, the long tail every few weeks (never before publication).
	const maxDays = rank < ALWAYS_INDEXED_RANK ? 6 : 40;
	result.lastCrawlTime = crawlTime(
		ctx,
		path,
		Number.isFinite( age )
			? Math.max( 1, Math.min( maxDays, age ) )
			: maxDays
	);
	result.pageFetchState = 'SUCCESSFUL';
	if ( indexed ) {
		result.googleCanonical = url;
	} else if ( state === COVERAGE.duplicateOtherCanonical ) {
		// Google picked the section's most popular page with the same category as the original.
		const original = entries.find(
			( e ) =>
				e.kind === 'post' &&
				e.path !== path &&
				e.categories.join( '/' ) === entry.categories.join( '/' )
		);
		result.googleCanonical = ctx.base + ( original ?? entries[ 0 ] ).path;
	}
	result.userCanonical = url;
	result.crawledAs =
		unit( ctx.seed, hashString( path ), F_AGENT ) < 0.92
			? 'MOBILE'
			: 'DESKTOP';
	return result;
}

function crawlTime( ctx: PageContext, path: string, maxDays: number ): string {
	const days =
		1 +
		Math.floor(
			Math.max( 0, maxDays - 1 ) *
				unit( ctx.seed, hashString( path ), F_CRAWL_DAY )
		);
	const second = Math.floor(
		86400 * unit( ctx.seed, hashString( path ), F_CRAWL_SECOND )
	);
	return rfc3339( ( ( ctx.today - days ) * 86400 + second ) * 1000 );
}
