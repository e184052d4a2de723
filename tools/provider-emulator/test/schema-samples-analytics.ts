/** Sample calls of the GA4 Data and Admin routes (see schema-samples.ts). */
import { PROPERTY, SITE, type Sample } from './schema-sample';

const ADMIN = '/analyticsadmin.googleapis.com/v1beta';
const RANGE = { startDate: '28daysAgo', endDate: 'yesterday' };
const COMPARE = { startDate: '56daysAgo', endDate: '29daysAgo' };
const metrics = ( ...names: string[] ) => names.map( ( name ) => ( { name } ) );

export function ga(): Sample[] {
	const report = ( json: unknown ): Sample => ( {
		method: 'POST',
		path: `${ PROPERTY }:runReport`,
		json,
	} );
	const byDate = {
		dateRanges: [ RANGE, COMPARE ],
		dimensions: [ { name: 'date' } ],
		metrics: metrics(
			'sessions',
			'totalUsers',
			'screenPageViews',
			'engagementRate',
			'averageSessionDuration'
		),
		metricAggregations: [ 'TOTAL', 'MAXIMUM', 'MINIMUM' ],
		orderBys: [ { dimension: { dimensionName: 'date' } } ],
		keepEmptyRows: true,
	};
	return [
		report( byDate ),
		report( {
			dateRanges: [ RANGE ],
			dimensions: [ { name: 'pagePath' }, { name: 'pageTitle' } ],
			metrics: metrics( 'screenPageViews', 'sessions' ),
			dimensionFilter: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: { matchType: 'BEGINS_WITH', value: '/' },
				},
			},
			orderBys: [
				{ metric: { metricName: 'screenPageViews' }, desc: true },
			],
			limit: '10',
			returnPropertyQuota: true,
		} ),
		report( {
			dateRanges: [ RANGE ],
			dimensions: [ { name: 'newVsReturning' }, { name: 'eventName' } ],
			metrics: metrics(
				'activeUsers',
				'keyEvents',
				'eventCount',
				'sessionKeyEventRate'
			),
			metricAggregations: [ 'TOTAL' ],
		} ),
		report( {
			dateRanges: [ RANGE ],
			dimensions: [
				{ name: 'city' },
				{ name: 'sessionDefaultChannelGroup' },
			],
			metrics: metrics( 'activeUsers', 'sessions' ),
			limit: '50',
		} ),
		{
			...report( {
				dateRanges: [ RANGE ],
				metrics: metrics( 'notAMetric' ),
			} ),
			fails: true,
		},
		{
			method: 'POST',
			path: `${ PROPERTY }:batchRunReports`,
			json: {
				requests: [
					byDate,
					{ dateRanges: [ RANGE ], metrics: metrics( 'sessions' ) },
				],
			},
		},
		{
			method: 'POST',
			path: `${ PROPERTY }:runRealtimeReport`,
			json: {
				dimensions: [
					{ name: 'minutesAgo' },
					{ name: 'unifiedScreenName' },
				],
				metrics: metrics( 'activeUsers', 'screenPageViews' ),
				minuteRanges: [ { startMinutesAgo: 29, endMinutesAgo: 0 } ],
				metricAggregations: [ 'TOTAL' ],
				orderBys: [
					{
						dimension: {
							dimensionName: 'minutesAgo',
							orderType: 'NUMERIC',
						},
					},
				],
			},
		},
		{ method: 'GET', path: `${ PROPERTY }/metadata` },
		{
			method: 'POST',
			path: '/analyticsdata.googleapis.com/v1beta/properties/399999999:runReport',
			json: { dateRanges: [ RANGE ], metrics: metrics( 'sessions' ) },
			fails: true,
		},
	];
}

export function admin(): Sample[] {
	const property = `${ ADMIN }/properties/300000001`;
	return [
		{ method: 'GET', path: `${ ADMIN }/accountSummaries` },
		{ method: 'GET', path: `${ ADMIN }/accounts` },
		{
			method: 'GET',
			path: `${ ADMIN }/properties`,
			query: { filter: 'parent:accounts/100000001' },
		},
		{ method: 'GET', path: property },
		{ method: 'GET', path: `${ ADMIN }/properties/399999999`, fails: true },
		{
			method: 'POST',
			path: `${ ADMIN }/properties`,
			json: {
				parent: 'accounts/100000001',
				displayName: 'Sweep',
				timeZone: 'Europe/London',
				currencyCode: 'EUR',
			},
		},
		{ method: 'GET', path: `${ property }/dataStreams` },
		{
			method: 'POST',
			path: `${ property }/dataStreams`,
			json: {
				type: 'WEB_DATA_STREAM',
				displayName: 'Sweep',
				webStreamData: { defaultUri: SITE },
			},
		},
		{ method: 'GET', path: `${ property }/dataStreams/4000000001` },
		{ method: 'GET', path: `${ property }/customDimensions` },
		{
			method: 'POST',
			path: `${ property }/customDimensions`,
			json: {
				parameterName: 'googlesitekit_post_author',
				displayName: 'Post author',
				description: 'Author',
				scope: 'EVENT',
			},
		},
	];
}
