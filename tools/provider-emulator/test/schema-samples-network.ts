/**
 * Sample calls as the owner of a multisite network's extra site (site 2, NETWORK_SITE): its own resources and figures,
 * and Google's refusals of the first site's (see schema-samples.ts).
 */
import {
	ENC_SITE,
	NETWORK_SITE,
	type Sample,
	type SampleContext,
} from './schema-sample';

const ADMIN = '/analyticsadmin.googleapis.com/v1beta';
const DATA = '/analyticsdata.googleapis.com/v1beta/properties';
const SC = '/searchconsole.googleapis.com/webmasters/v3/sites';
const ADSENSE = '/adsense.googleapis.com/v2/accounts';
const RANGE = { startDate: '28daysAgo', endDate: 'yesterday' };
const ENC_NETWORK_SITE = encodeURIComponent( NETWORK_SITE );

export function network( ctx: SampleContext ): Sample[] {
	const as = ( sample: Sample ): Sample => ( {
		...sample,
		token: ctx.siteToken,
	} );
	const list: Sample[] = [
		{ method: 'GET', path: `${ ADMIN }/accountSummaries` },
		{ method: 'GET', path: `${ ADMIN }/properties/300010002/dataStreams` },
		{
			method: 'POST',
			path: `${ DATA }/300010002:runReport`,
			json: {
				dateRanges: [ RANGE ],
				dimensions: [ { name: 'pagePath' }, { name: 'pageTitle' } ],
				metrics: [ { name: 'sessions' }, { name: 'totalUsers' } ],
				metricAggregations: [ 'TOTAL' ],
				limit: 10,
			},
		},
		{
			method: 'POST',
			path: `${ DATA }/300010002:batchRunReports`,
			json: {
				requests: [
					{
						dateRanges: [ RANGE ],
						metrics: [ { name: 'screenPageViews' } ],
					},
				],
			},
		},
		{
			method: 'POST',
			path: `${ DATA }/300010002:runRealtimeReport`,
			json: {
				dimensions: [ { name: 'unifiedScreenName' } ],
				metrics: [ { name: 'activeUsers' } ],
			},
		},
		{
			method: 'POST',
			path: `${ DATA }/300000001:runReport`,
			json: { dateRanges: [ RANGE ], metrics: [ { name: 'sessions' } ] },
			fails: true,
		},
		{ method: 'GET', path: SC },
		{
			method: 'POST',
			path: `${ SC }/${ ENC_NETWORK_SITE }/searchAnalytics/query`,
			json: {
				startDate: '2025-02-13',
				endDate: '2025-03-12',
				dimensions: [ 'PAGE' ],
				rowLimit: 10,
			},
		},
		{
			method: 'POST',
			path: `${ SC }/${ ENC_SITE }/searchAnalytics/query`,
			json: { startDate: '2025-02-13', endDate: '2025-03-12' },
			fails: true,
		},
		{
			method: 'POST',
			path: '/searchconsole.googleapis.com/v1/urlInspection/index:inspect',
			json: {
				inspectionUrl: `${ NETWORK_SITE }about/`,
				siteUrl: NETWORK_SITE,
			},
		},
		{ method: 'GET', path: ADSENSE },
		{ method: 'GET', path: `${ ADSENSE }/pub-2468135792468002/sites` },
		{
			method: 'GET',
			path: `${ ADSENSE }/pub-2468135792468002/reports:generate`,
			query: {
				dateRange: 'LAST_30_DAYS',
				metrics: [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS' ],
				dimensions: [ 'PAGE_URL' ],
				limit: '10',
			},
		},
		{
			method: 'GET',
			path: `${ ADSENSE }/pub-1357924680135792/reports:generate`,
			query: { dateRange: 'LAST_7_DAYS', metrics: 'ESTIMATED_EARNINGS' },
			fails: true,
		},
		{
			method: 'GET',
			path: '/www.googleapis.com/siteVerification/v1/webResource',
		},
	];
	return list.map( as );
}
