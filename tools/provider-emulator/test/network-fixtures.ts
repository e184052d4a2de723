/**
 * A multisite network of three sites for the network tests: the configured site and two extra sites (`/kitchen/`,
 * `/garden/`), each site's owner signed in, and calls of the reports the tests compare.
 */
import type { RunningEmulator } from '../src/index';
import {
	call,
	signIn,
	start,
	type GoogleError,
	type Response,
} from './helpers';

export const SITE = 'http://127.0.0.1:8888/';
export const KITCHEN = 'http://127.0.0.1:8888/kitchen/';
export const GARDEN = 'http://127.0.0.1:8888/garden/';
export type Site = 1 | 2 | 3;
export const URLS: Record< Site, string > = { 1: SITE, 2: KITCHEN, 3: GARDEN };
export const PROPERTY: Record< Site, string > = {
	1: '300000001',
	2: '300010002',
	3: '300010003',
};
export const PUB: Record< Site, string > = {
	1: 'pub-1357924680135792',
	2: 'pub-2468135792468002',
	3: 'pub-2468135792468003',
};
export const EMAIL: Record< Site, string > = {
	1: 'site.admin@example.com',
	2: 'site2.admin@example.com',
	3: 'site3.admin@example.com',
};

/**
 * Starts an emulator for the network and signs in each site's owner.
 */
export async function startNetwork(): Promise< {
	emu: RunningEmulator;
	tokens: Record< Site, string >;
} > {
	const emu = await start( { extraSites: [ KITCHEN, GARDEN ] } );
	const tokens: Record< Site, string > = { 1: '', 2: '', 3: '' };
	for ( const site of [ 1, 2, 3 ] as const ) {
		tokens[ site ] = (
			await signIn( emu.url, undefined, EMAIL[ site ] )
		).access_token;
	}
	return { emu, tokens };
}

export interface Value {
	value: string;
}
export interface GaReport {
	rows?: Array< { dimensionValues?: Value[]; metricValues: Value[] } >;
	totals?: Array< { metricValues: Value[] } >;
}

export const LAST_28 = [ { startDate: '28daysAgo', endDate: 'yesterday' } ];
/** The network overview's GA4 figures: users, sessions, views of the last 28 days. */
export const HEADLINE = {
	dateRanges: LAST_28,
	metrics: [
		{ name: 'totalUsers' },
		{ name: 'sessions' },
		{ name: 'screenPageViews' },
	],
	metricAggregations: [ 'TOTAL' ],
};
export const SC_RANGE = { startDate: '2025-02-13', endDate: '2025-03-12' };

export function ga(
	base: string,
	property: string,
	token: string,
	body: unknown,
	method = 'runReport'
): Promise< Response< GaReport & GoogleError > > {
	return call(
		`${ base }/analyticsdata.googleapis.com/v1beta/properties/${ property }:${ method }`,
		{ token, json: body }
	);
}

export const totals = ( report: GaReport ) =>
	( report.totals?.[ 0 ].metricValues ?? [] ).map( ( v ) =>
		Number( v.value )
	);

export function searchAnalytics(
	base: string,
	siteUrl: string,
	token: string,
	body: unknown
) {
	return call<
		{ rows?: Array< { keys?: string[]; clicks: number } > } & GoogleError
	>(
		`${ base }/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			siteUrl
		) }/searchAnalytics/query`,
		{ token, json: body }
	);
}

export function adsense(
	base: string,
	pub: string,
	token: string,
	query: string
) {
	return call<
		{
			rows?: Array< { cells: Value[] } >;
			totals?: { cells: Value[] };
		} & GoogleError
	>(
		`${ base }/adsense.googleapis.com/v2/accounts/${ pub }/reports:generate?dateRange=LAST_30_DAYS&${ query }`,
		{ token }
	);
}
