/**
 * The demo site's pages and search queries, built once per seed.
 * Page popularity is Zipf-like: rank r gets weight ∝ r^-1.05, so the top 10 pages hold about half the views.
 * An extra site of a network (data/site-variants.ts) has the first site's pages under its own name, ranked by
 * its own seed.
 */
import {
	DISHES,
	GUIDES,
	MODIFIERS,
	RECIPE_QUERY_TEMPLATES,
	ROUNDUPS,
	SITE_NAME,
	STATIC_PAGES,
	TRAVEL,
} from './content';
import { mix, normalise, sequence, shuffle } from './prng';
import type { SiteVariant } from './site-variants';

export interface Page {
	path: string;
	title: string;
	/** Share of the site's traffic (all pages sum to 1). */
	weight: number;
	/** Section used as AdSense URL channel ("recipes", "guides", …). */
	section: string;
	viewsPerSession: number;
	userRatio: number;
	newUserRatio: number;
	engagementRate: number;
	secondsPerSession: number;
	conversionRate: number;
	/** AdSense page RPM in USD. */
	rpm: number;
}

export interface Query {
	text: string;
	page: number;
	/** Share of the site's search impressions (all queries sum to 1). */
	weight: number;
	/** Average position in search results. */
	position: number;
}

export interface Catalog {
	pages: Page[];
	queries: Query[];
}

interface Draft {
	path: string;
	title: string;
	section: string;
	phrases: string[];
}

export function slugify( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /&/g, 'and' )
		.replace( /'/g, '' )
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );
}

function plain( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase();
}

function drafts( next: () => number, siteName: string ): Draft[] {
	// The site's name as people search for it: "harvest and hearth", "harvest & hearth recipes".
	const spoken = plain( siteName );
	const spelled = spoken.replace( /&/g, 'and' );
	const list: Draft[] = STATIC_PAGES.map( ( [ path, title ] ) => ( {
		path,
		title:
			path === '/'
				? `${ siteName } – ${ title }`
				: `${ title } – ${ siteName }`,
		section: path === '/' ? 'home' : 'pages',
		phrases:
			path === '/'
				? [ spelled, `${ spoken } recipes`, `${ spelled } blog` ]
				: [],
	} ) );
	for ( const [ category, dishes ] of Object.entries( DISHES ) ) {
		list.push( {
			path: `/category/${ category }/`,
			title: `${ category[ 0 ].toUpperCase() }${ category.slice(
				1
			) } Recipes – ${ siteName }`,
			section: 'recipes',
			phrases: [ `${ category } recipes` ],
		} );
		for ( const dish of dishes ) {
			const mods = shuffle( MODIFIERS, next ).slice( 0, 2 );
			const templates = shuffle( RECIPE_QUERY_TEMPLATES, next );
			mods.forEach( ( mod, i ) => {
				const name = `${ mod } ${ dish }`;
				const generic = templates
					.slice( i * 3, i * 3 + 3 )
					.map( ( t ) => t.replace( '{d}', plain( dish ) ) );
				list.push( {
					path: `/recipes/${ slugify( name ) }/`,
					title: `${ name } – ${ siteName }`,
					section: 'recipes',
					phrases: [
						plain( name ),
						`${ plain( name ) } recipe`,
						...generic,
					],
				} );
			} );
		}
	}
	for ( const guide of GUIDES ) {
		const topic = plain( guide ).replace( /^how to /, '' );
		list.push( {
			path: `/guides/${ slugify( guide ) }/`,
			title: `${ guide } – ${ siteName }`,
			section: 'guides',
			phrases: [ plain( guide ), topic, `best way to ${ topic }` ],
		} );
	}
	for ( const roundup of ROUNDUPS ) {
		const topic = plain( roundup ).replace( /^\d+ /, '' );
		list.push( {
			path: `/roundups/${ slugify( roundup ) }/`,
			title: `${ roundup } – ${ siteName }`,
			section: 'roundups',
			phrases: [ topic, `${ topic } ideas` ],
		} );
	}
	for ( const [ title, place ] of TRAVEL ) {
		list.push( {
			path: `/travel/${ slugify( title ) }/`,
			title: `${ title } – ${ siteName }`,
			section: 'travel',
			phrases: [
				`where to eat in ${ place }`,
				`${ place } food guide`,
				`best food in ${ place }`,
			],
		} );
	}
	return list;
}

/**
 * The pages and queries of a site.
 * @param seed    The seed of the site's figures (page order, popularity, search positions).
 * @param variant An extra site of a network: its pages are drawn from the first site's seed (same paths) and carry
 *                its name; undefined for the first site.
 */
export function buildCatalog( seed: number, variant?: SiteVariant ): Catalog {
	const next = sequence( mix( seed, 0x5eed ) );
	const all = drafts(
		variant ? sequence( mix( variant.contentSeed, 0x5eed ) ) : next,
		variant?.name ?? SITE_NAME
	);
	// The home page stays near the top; the rest get a seeded popularity order.
	const ranked = [ all[ 0 ], ...shuffle( all.slice( 1 ), next ) ];
	const rawWeights = ranked.map(
		( _, rank ) => ( 0.85 + 0.3 * next() ) / Math.pow( rank + 1, 1.05 )
	);
	const weights = normalise( rawWeights );
	const pages: Page[] = ranked.map( ( draft, i ) => ( {
		path: draft.path,
		title: draft.title,
		weight: weights[ i ],
		section: draft.section,
		viewsPerSession: draft.path === '/' ? 2.2 : 1.1 + 0.8 * next(),
		userRatio: 0.78 + 0.12 * next(),
		newUserRatio: 0.55 + 0.25 * next(),
		engagementRate: 0.45 + 0.33 * next(),
		secondsPerSession: 40 + 200 * next(),
		conversionRate: 0.004 + 0.03 * next(),
		rpm: 6 + 14 * next(),
	} ) );

	const seen = new Set< string >();
	const queryDrafts: Array< {
		text: string;
		page: number;
		share: number;
		position: number;
	} > = [];
	ranked.forEach( ( draft, pageIndex ) => {
		const phrases = draft.phrases.filter( ( p ) => ! seen.has( p ) );
		phrases.forEach( ( text ) => seen.add( text ) );
		const shares = normalise(
			phrases.map( ( _, i ) => ( 0.7 + 0.6 * next() ) / ( i + 1 ) )
		);
		// Popular pages rank better; each query scatters around its page's typical position.
		const basePosition =
			1.2 + Math.min( 30, pageIndex / 6 ) * ( 0.6 + 0.8 * next() );
		phrases.forEach( ( text, i ) => {
			queryDrafts.push( {
				text,
				page: pageIndex,
				share: shares[ i ] * weights[ pageIndex ],
				position: Math.max( 1, basePosition * ( 0.7 + 0.9 * next() ) ),
			} );
		} );
	} );
	const queryWeights = normalise( queryDrafts.map( ( q ) => q.share ) );
	const queries: Query[] = queryDrafts.map( ( q, i ) => ( {
		text: q.text,
		page: q.page,
		weight: queryWeights[ i ],
		position: q.position,
	} ) );
	return { pages, queries };
}
