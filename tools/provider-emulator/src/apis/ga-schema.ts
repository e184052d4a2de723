/** GA4 Data API dimensions and metrics the emulator serves, mapped onto the demo data. */
import { compactDay, isoDay, weekday } from '../data/dates';
import { GA, NOT_SET, type Dataset } from '../data/dataset';
import type { CubeDimension, SplitDimension, Spread } from '../data/cube';
import { demoContent } from '../data/demo-content';
import {
	eventSplit,
	locationCity,
	locationCountry,
	locationSplit,
	newVsReturningSplit,
} from '../data/ga-splits';

export type MetricType = 'TYPE_INTEGER' | 'TYPE_FLOAT' | 'TYPE_SECONDS';

export interface MetricDef {
	type: MetricType;
	uiName: string;
	/** Computes the value from summed base metrics (see GA in dataset.ts). */
	value: ( sums: readonly number[] ) => number;
}

const ratio = ( a: number, b: number ) => ( b > 0 ? a / b : 0 );

/** Share of total users that count as active (engaged or first-visit) users. */
export const ACTIVE_SHARE = 0.97;

/**
 * Users are not additive in GA4: one person visits on several days, several pages, through several channels
 * and devices. Cells hold users per (day, page) before de-duplication; a set of cells counts
 * Σ users × g(days) × h(pages) × Π k(values of each split) with g, h, k = 1 / (1 + c · ln n), n being how many
 * distinct days, pages and split values the set covers. A set's figure depends only on the set, so a row always
 * equals the totals of the report narrowed to that row, and totals are below the sum of rows.
 * @param spread
 * @param splits
 */
export function userFactor(
	spread: Spread,
	splits: ReadonlyArray< readonly string[] >
): number {
	const f = ( n: number, c: number ) =>
		n > 1 ? 1 / ( 1 + c * Math.log( n ) ) : 1;
	let factor = f( spread.days.size, 0.05 ) * f( spread.entities.size, 0.015 );
	for ( const values of splits ) {
		factor *= f(
			spread.splits.get( values )?.size ?? values.length,
			0.015
		);
	}
	return factor;
}

/**
 * Summed cells with users and new users de-duplicated for the set they cover.
 * @param sums
 * @param spread
 * @param splits
 */
export function dedupedSums(
	sums: readonly number[],
	spread: Spread | undefined,
	splits: ReadonlyArray< readonly string[] >
): number[] {
	const out = [ ...sums ];
	if ( spread ) {
		const factor = userFactor( spread, splits );
		out[ GA.users ] *= factor;
		out[ GA.newUsers ] *= factor;
	}
	return out;
}

export const METRICS: Record< string, MetricDef > = {
	totalUsers: {
		type: 'TYPE_INTEGER',
		uiName: 'Total users',
		value: ( s ) => s[ GA.users ],
	},
	activeUsers: {
		type: 'TYPE_INTEGER',
		uiName: 'Active users',
		value: ( s ) => s[ GA.users ] * ACTIVE_SHARE,
	},
	newUsers: {
		type: 'TYPE_INTEGER',
		uiName: 'New users',
		value: ( s ) => s[ GA.newUsers ],
	},
	sessions: {
		type: 'TYPE_INTEGER',
		uiName: 'Sessions',
		value: ( s ) => s[ GA.sessions ],
	},
	screenPageViews: {
		type: 'TYPE_INTEGER',
		uiName: 'Views',
		value: ( s ) => s[ GA.views ],
	},
	engagedSessions: {
		type: 'TYPE_INTEGER',
		uiName: 'Engaged sessions',
		value: ( s ) => s[ GA.engaged ],
	},
	conversions: {
		type: 'TYPE_INTEGER',
		uiName: 'Conversions',
		value: ( s ) => s[ GA.conversions ],
	},
	keyEvents: {
		type: 'TYPE_INTEGER',
		uiName: 'Key events',
		value: ( s ) => s[ GA.conversions ],
	},
	eventCount: {
		type: 'TYPE_INTEGER',
		uiName: 'Event count',
		value: ( s ) => s[ GA.eventCount ],
	},
	sessionKeyEventRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Session key event rate',
		value: ( s ) => ratio( s[ GA.keySessions ], s[ GA.sessions ] ),
	},
	sessionConversionRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Session conversion rate',
		value: ( s ) => ratio( s[ GA.keySessions ], s[ GA.sessions ] ),
	},
	userEngagementDuration: {
		type: 'TYPE_SECONDS',
		uiName: 'User engagement',
		value: ( s ) => s[ GA.duration ],
	},
	engagementRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Engagement rate',
		value: ( s ) => ratio( s[ GA.engaged ], s[ GA.sessions ] ),
	},
	bounceRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Bounce rate',
		value: ( s ) =>
			s[ GA.sessions ] > 0 ? 1 - s[ GA.engaged ] / s[ GA.sessions ] : 0,
	},
	averageSessionDuration: {
		type: 'TYPE_SECONDS',
		uiName: 'Average session duration',
		value: ( s ) => ratio( s[ GA.duration ], s[ GA.sessions ] ),
	},
	screenPageViewsPerSession: {
		type: 'TYPE_FLOAT',
		uiName: 'Views per session',
		value: ( s ) => ratio( s[ GA.views ], s[ GA.sessions ] ),
	},
	sessionsPerUser: {
		type: 'TYPE_FLOAT',
		uiName: 'Sessions per user',
		value: ( s ) => ratio( s[ GA.sessions ], s[ GA.users ] ),
	},
};

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
		const content = demoContent( data.seed, isoDay( data.today ) );
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
			return { name, byEntity: ( p ) => page( p, pages[ p ].path ) };
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

/**
 * GET properties/{id}/metadata
 * @param propertyId
 * @param custom
 */
export function metadataBody(
	propertyId: string,
	custom: ReadonlyArray< { parameterName: string; displayName: string } > = []
) {
	return {
		name: `properties/${ propertyId }/metadata`,
		dimensions: [
			...DIMENSION_NAMES.map( ( apiName ) => ( {
				apiName,
				uiName: apiName,
				description: '',
				category: 'General',
			} ) ),
			...custom.map( ( d ) => ( {
				apiName: `${ CUSTOM_EVENT }${ d.parameterName }`,
				uiName: d.displayName,
				description: '',
				category: 'Event-scoped Custom Dimension',
				customDefinition: true,
			} ) ),
		],
		metrics: Object.entries( METRICS ).map( ( [ apiName, def ] ) => ( {
			apiName,
			uiName: def.uiName,
			description: '',
			type: def.type,
			category: 'General',
		} ) ),
	};
}
