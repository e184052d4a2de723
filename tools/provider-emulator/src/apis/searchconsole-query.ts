/**
 * Search Console searchAnalytics.query (webmasters v3): dimensions, search type, dates within the 16 months
 * Google keeps, filters, aggregation and data state, answered from the demo data's query cube.
 */
import { runCube } from '../data/cube';
import type { PrimaryDimension, SplitDimension } from '../data/cube-types';
import { SC, SEARCH_FINAL_LAG } from '../data/dataset';
import { isoDay, range } from '../data/dates';
import { hashString, unit } from '../data/prng';
import { OTHER_SITE_URL, sameSite } from '../data/site-urls';
import type { Emulator } from '../emulator';
import { decodeParam, jsonBody } from '../http/body';
import { invalidArgument } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { resolveRange } from './dates';
import { accessibleSite, searchConsoleReader } from './searchconsole-access';
import { scEnum } from './searchconsole-enums';
import { compileScFilters } from './searchconsole-filters';

const DIMENSIONS = [ 'date', 'query', 'page', 'country', 'device' ] as const;
/** Search Console keeps this many months of performance data (Google's Performance report and API). */
export const SEARCH_RETENTION_MONTHS = 16;

/**
 * The first day Search Console still has: the same day of the month SEARCH_RETENTION_MONTHS before today
 * (clamped to the month's last day). Older days are no rows.
 * @param today Today's day number.
 */
export function searchFirstDay( today: number ): number {
	const date = new Date( today * 86400000 );
	const year = date.getUTCFullYear();
	const month = date.getUTCMonth() - SEARCH_RETENTION_MONTHS;
	const lastDay = new Date( Date.UTC( year, month + 1, 0 ) ).getUTCDate();
	return Math.round(
		Date.UTC( year, month, Math.min( date.getUTCDate(), lastDay ) ) /
			86400000
	);
}

const TYPES = [ 'web', 'image', 'video', 'news', 'discover', 'googleNews' ];

export function query(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = searchConsoleReader( req, emu );
	const siteUrl = decodeParam( params[ 0 ] );
	const site = accessibleSite( caller, emu, siteUrl );
	const body = jsonBody( req );
	const today = emu.today();
	const [ from, to ] = resolveRange(
		body.startDate,
		body.endDate,
		'',
		today,
		false
	);
	const dims: string[] = (
		Array.isArray( body.dimensions ) ? body.dimensions : []
	).map( ( d, i ) => {
		const name = scEnum( d, DIMENSIONS );
		if ( ! name ) {
			throw invalidArgument(
				`dimensions[${ i }]: '${ String(
					d
				) }' is not a supported dimension (use ${ DIMENSIONS.join(
					', '
				) }).`
			);
		}
		return name;
	} );
	const rawType = body.type ?? body.searchType ?? 'web';
	const type = scEnum( rawType, TYPES );
	if ( ! type ) {
		throw invalidArgument(
			`type: '${ String(
				rawType
			) }' is not a valid search type (use ${ TYPES.join( ', ' ) }).`
		);
	}
	const rowLimit =
		body.rowLimit === undefined ? 1000 : Number( body.rowLimit );
	if ( ! Number.isInteger( rowLimit ) || rowLimit < 1 || rowLimit > 25000 ) {
		throw invalidArgument(
			`rowLimit must be an integer between 1 and 25000; got ${ JSON.stringify(
				body.rowLimit
			) }.`
		);
	}
	const startRow = body.startRow === undefined ? 0 : Number( body.startRow );
	if ( ! Number.isInteger( startRow ) || startRow < 0 ) {
		throw invalidArgument(
			`startRow must be a non-negative integer; got ${ JSON.stringify(
				body.startRow
			) }.`
		);
	}
	const filters = compileScFilters( body.dimensionFilterGroups );
	const usesPage = dims.includes( 'page' ) || filters.fields.has( 'page' );
	const aggregation =
		usesPage || scEnum( body.aggregationType, [ 'byPage' ] )
			? 'BY_PAGE'
			: 'BY_PROPERTY';

	// An extra site's property serves that site's figures; the configured site's (or its domain) the demo site's.
	const network = emu
		.extraSites()
		.find( ( e ) => sameSite( site.siteUrl, e.url ) );
	const own =
		sameSite( site.siteUrl, emu.config.siteUrl ) ||
		site.siteUrl ===
			`sc-domain:${ new URL( emu.config.siteUrl ).hostname }`;
	const data = network
		? emu.siteDataset( network.site, 'sc' )
		: emu.dataset( ! own, 'sc' );
	const base = (
		network?.url ?? ( own ? emu.config.siteUrl : OTHER_SITE_URL )
	).replace( /\/$/, '' );
	const queries = data.catalog.queries;
	// A Domain property covers every subdomain and both protocols: some pages show up under other hosts.
	const domain = site.siteUrl.startsWith( 'sc-domain:' )
		? site.siteUrl.slice( 'sc-domain:'.length )
		: null;
	const domainBase = ( q: number ): string => {
		const u = unit(
			emu.config.seed,
			hashString( queries[ q ].text ),
			0xd0
		);
		if ( u < 0.72 ) {
			return base;
		}
		if ( u < 0.82 ) {
			const url = new URL( base );
			url.protocol = url.protocol === 'https:' ? 'http:' : 'https:';
			return url.href.replace( /\/$/, '' );
		}
		// "www.127.0.0.1" is no valid URL host: subdomains of an IP address borrow nip.io's naming.
		const parent = /^[\d.]+$/.test( domain as string )
			? `${ domain }.nip.io`
			: domain;
		return u < 0.92
			? `https://www.${ parent }`
			: `https://shop.${ parent }`;
	};
	const pages = data.catalog.pages;
	const lastDay = scEnum( body.dataState, [ 'all', 'hourly_all' ] )
		? today
		: today - SEARCH_FINAL_LAG;
	const build = ( name: string ): PrimaryDimension | SplitDimension => {
		switch ( name ) {
			case 'date':
				return { name, byDay: isoDay };
			case 'query':
				return { name, byEntity: ( q ) => queries[ q ].text };
			case 'page':
				return {
					name,
					byEntity: ( q ) =>
						( domain ? domainBase( q ) : base ) +
						pages[ queries[ q ].page ].path,
				};
			case 'country':
				return data.scSplits.country;
			default:
				return data.scSplits.device;
		}
	};
	const extra = [ ...filters.fields ].filter( ( f ) => ! dims.includes( f ) );
	const position = new Map(
		[ ...dims, ...extra ].map( ( n, i ) => [ n, i ] )
	);
	const rows =
		type === 'web'
			? runCube( data.scSource( lastDay ), {
					days: range(
						Math.max( from, searchFirstDay( today ) ),
						to
					),
					dimensions: dims.map( build ),
					filterDimensions: extra.map( build ),
					filter: filters.fields.size
						? ( values ) =>
								filters.test(
									( f ) =>
										values[ position.get( f ) as number ]
								)
						: undefined,
					floatMetrics: new Set( [ SC.positionSum ] ),
					metricCount: 3,
			  } )
			: [];
	const byDate = dims.length === 1 && dims[ 0 ] === 'date';
	rows.sort( ( a, b ) => {
		if ( byDate ) {
			return a.keys[ 0 ] < b.keys[ 0 ] ? -1 : 1;
		}
		const diff =
			b.values[ SC.clicks ] - a.values[ SC.clicks ] ||
			b.values[ SC.impressions ] - a.values[ SC.impressions ];
		return (
			diff ||
			( a.keys.join( '\u0001' ) < b.keys.join( '\u0001' ) ? -1 : 1 )
		);
	} );
	const out: JsonObject = {};
	const page = rows.slice( startRow, startRow + rowLimit );
	if ( page.length ) {
		out.rows = page.map( ( row ) => {
			const impressions = row.values[ SC.impressions ];
			const entry: JsonObject = dims.length ? { keys: row.keys } : {};
			entry.clicks = row.values[ SC.clicks ];
			entry.impressions = impressions;
			entry.ctr = impressions ? row.values[ SC.clicks ] / impressions : 0;
			entry.position = impressions
				? row.values[ SC.positionSum ] / impressions
				: 0;
			return entry;
		} );
	}
	out.responseAggregationType = aggregation;
	return json( 200, out );
}
