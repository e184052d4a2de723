/**
 * GA4 Data API dimensions the emulator serves, mapped onto the demo data's cube: dates, pages (rolled into
 * "(other)" past GA4's cardinality limits on a large property), channels, places, devices, events, and the
 * event-scoped custom dimensions of the plugin's post parameters.
 */
import type { CubeDimension, SplitDimension } from '../data/cube-types';
import { type Dataset, NOT_SET } from '../data/dataset';
import { compactDay, isoDay, weekday } from '../data/dates';
import { demoContent } from '../data/demo-content';
import {
	eventSplit,
	locationCity,
	locationCountry,
	locationSplit,
	newVsReturningSplit,
} from '../data/ga-splits';

/** GA4's row for dimension values past its cardinality limits. */
export const OTHER = '(other)';
/** Dimensions GA4 rolls into "(other)" on a large property. */
export const HIGH_CARDINALITY = [
	'pagePath',
	'pagePathPlusQueryString',
	'pageTitle',
];
/** On a large property, pages past this traffic rank are rolled into "(other)". */
const OTHER_RANK = 150;
const otherCache = new WeakMap< Dataset, Set< number > >();

/**
 * Indexes of the pages a large property rolls into "(other)": the least visited ones.
 * @param data
 */
function otherPages( data: Dataset ): Set< number > {
	let set = otherCache.get( data );
	if ( ! set ) {
		const order = data.catalog.pages
			.map( ( p, i ) => ( { i, w: p.weight } ) )
			.sort( ( a, b ) => b.w - a.w || a.i - b.i );
		set = new Set( order.slice( OTHER_RANK ).map( ( e ) => e.i ) );
		otherCache.set( data, set );
	}
	return set;
}

export const DIMENSION_NAMES = [
	'date',
	'dayOfWeek',
	'month',
	'year',
	'yearMonth',
	'pagePath',
	'pagePathPlusQueryString',
	'pageTitle',
	'hostName',
	'sessionDefaultChannelGrouping',
	'sessionDefaultChannelGroup',
	'country',
	'city',
	'deviceCategory',
	'newVsReturning',
	'eventName',
] as const;

export type DimensionName = ( typeof DIMENSION_NAMES )[ number ];

export function isDimension( name: string ): name is DimensionName {
	return ( DIMENSION_NAMES as readonly string[] ).includes( name );
}

/** Prefix of event-scoped custom dimensions in the Data API (`customEvent:<parameter name>`). */
export const CUSTOM_EVENT = 'customEvent:';

/** The custom event parameters the plugin's Google tag sends on single posts. */
export const POST_AUTHOR_PARAMETER = 'googlesitekit_post_author';
export const POST_CATEGORIES_PARAMETER = 'googlesitekit_post_categories';

export interface SchemaOptions {
	/** large-site: pages past traffic rank 150 are "(other)". */
	large?: boolean;
	/** The report shows or filters on city: country is then read off the same "city, country" split. */
	withCity?: boolean;
	/** The property's event-scoped custom dimensions: parameter name → first day with data. */
	custom?: ReadonlyMap< string, number >;
	/** The site's path below its host without the trailing slash (`/kitchen`), put before every page path. */
	pathPrefix?: string;
}

const postCache = new WeakMap<
	Dataset,
	{ author: string[]; categories: string[] }
>();

/**
 * Per catalog page, the values of the post parameters the plugin's tag sends: the author's display name and the
 * comma-separated category names of a post; `(not set)` for every page that is not a post.
 * @param data
 */
function postValues( data: Dataset ): {
	author: string[];
	categories: string[];
} {
	let values = postCache.get( data );
	if ( ! values ) {
		const content = demoContent( data.contentSeed, isoDay( data.today ) );
		const names = new Map(
			content.categories.map( ( c ) => [ c.slug, c.name ] )
		);
		const byPath = new Map( content.entries.map( ( e ) => [ e.path, e ] ) );
		const posts = data.catalog.pages.map( ( page ) => {
			const entry = byPath.get( page.path );
			return entry?.kind === 'post' ? entry : undefined;
		} );
		values = {
			author: posts.map(
				( post ) => post?.author?.displayName ?? NOT_SET
			),
			categories: posts.map( ( post ) =>
				post && post.categories.length
					? post.categories
							.map( ( slug ) => names.get( slug ) ?? slug )
							.join( ',' )
					: NOT_SET
			),
		};
		postCache.set( data, values );
	}
	return values;
}

const splitCache = new WeakMap<
	Dataset,
	{
		newVsReturning: SplitDimension;
		event: SplitDimension;
		location: SplitDimension;
	}
>();

function extraSplits( data: Dataset ) {
	let splits = splitCache.get( data );
	if ( ! splits ) {
		splits = {
			newVsReturning: newVsReturningSplit( data.seed ),
			event: eventSplit(),
			location: locationSplit( data.seed, data.gaSplits.country ),
		};
		splitCache.set( data, splits );
	}
	return splits;
}

/**
 * Builds the cube dimension for a GA4 dimension name on a dataset (the host names the property's site).
 * @param name
 * @param data
 * @param host
 * @param options
 */
export function cubeDimension(
	name: string,
	data: Dataset,
	host: string,
	options: SchemaOptions = {}
): CubeDimension {
	const pages = data.catalog.pages;
	const rolled = options.large ? otherPages( data ) : null;
	if ( name.startsWith( CUSTOM_EVENT ) ) {
		const parameter = name.slice( CUSTOM_EVENT.length );
		const posts = postValues( data );
		let values: string[] | null = null;
		if ( parameter === POST_AUTHOR_PARAMETER ) {
			values = posts.author;
		} else if ( parameter === POST_CATEGORIES_PARAMETER ) {
			values = posts.categories;
		}
		const first = options.custom?.get( parameter ) ?? Infinity;
		return {
			name,
			byEntity: ( p ) => ( values ? values[ p ] : NOT_SET ),
			before: { day: first, value: NOT_SET },
		};
	}
	const page = ( p: number, value: string ) =>
		rolled?.has( p ) ? OTHER : value;
	switch ( name ) {
		case 'date':
			return { name, byDay: compactDay };
		case 'dayOfWeek':
			return { name, byDay: ( d ) => String( weekday( d ) ) };
		case 'month':
			return { name, byDay: ( d ) => isoDay( d ).slice( 5, 7 ) };
		case 'year':
			return { name, byDay: ( d ) => isoDay( d ).slice( 0, 4 ) };
		case 'yearMonth':
			return { name, byDay: ( d ) => compactDay( d ).slice( 0, 6 ) };
		case 'pagePath':
		case 'pagePathPlusQueryString':
			return {
				name,
				byEntity: ( p ) =>
					page( p, ( options.pathPrefix ?? '' ) + pages[ p ].path ),
			};
		case 'pageTitle':
			return { name, byEntity: ( p ) => page( p, pages[ p ].title ) };
		case 'hostName':
			return { name, byEntity: () => host };
		case 'sessionDefaultChannelGrouping':
		case 'sessionDefaultChannelGroup':
			return { ...data.gaSplits.channel, name };
		case 'country':
			return options.withCity
				? {
						name,
						source: extraSplits( data ).location,
						map: locationCountry,
				  }
				: data.gaSplits.country;
		case 'city':
			return {
				name,
				source: extraSplits( data ).location,
				map: locationCity,
			};
		case 'deviceCategory':
			return data.gaSplits.device;
		case 'newVsReturning':
			return extraSplits( data ).newVsReturning;
		case 'eventName':
			return extraSplits( data ).event;
	}
	throw new Error( `unknown dimension ${ name }` );
}
