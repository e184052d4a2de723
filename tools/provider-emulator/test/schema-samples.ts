/**
 * One or more calls for every emulator route, written as Google's references define the requests (Discovery enum
 * names, documented parameters): the schema sweep sends them in every scenario and with every fault, and checks
 * each answer. Successes and errors both: unknown properties, sites not owned, missing tokens.
 */
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import { ALL_SCOPES, REDIRECT_URI } from './helpers';

export interface Sample {
	method: string;
	/** As the router sees it: `/<host>/<path>`, percent-encoded. */
	path: string;
	query?: Record< string, string | string[] >;
	json?: unknown;
	form?: Record< string, string >;
	/** Send the signed-in token (default true). */
	auth?: boolean;
	/** An error answer is what this sample is for (in every scenario, or in those listed). */
	fails?: true;
	failsIn?: string[];
}

export interface SampleContext {
	refreshToken: string;
	/** A token of the second demo account, revoked by the last samples. */
	spareToken: string;
}

export const SITE = 'http://127.0.0.1:8888/';
const ENC_SITE = encodeURIComponent( SITE );
const PROPERTY = '/analyticsdata.googleapis.com/v1beta/properties/300000001';
const ADMIN = '/analyticsadmin.googleapis.com/v1beta';
const PUB = '/adsense.googleapis.com/v2/accounts/pub-1357924680135792';
const RANGE = { startDate: '28daysAgo', endDate: 'yesterday' };
const COMPARE = { startDate: '56daysAgo', endDate: '29daysAgo' };
const SC_RANGE = { startDate: '2025-02-13', endDate: '2025-03-12' };
const metrics = ( ...names: string[] ) => names.map( ( name ) => ( { name } ) );

function ga(): Sample[] {
	const report = ( json: unknown ): Sample => ( { method: 'POST', path: `${ PROPERTY }:runReport`, json } );
	const byDate = {
		dateRanges: [ RANGE, COMPARE ],
		dimensions: [ { name: 'date' } ],
		metrics: metrics( 'sessions', 'totalUsers', 'screenPageViews', 'engagementRate', 'averageSessionDuration' ),
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
			dimensionFilter: { filter: { fieldName: 'pagePath', stringFilter: { matchType: 'BEGINS_WITH', value: '/' } } },
			orderBys: [ { metric: { metricName: 'screenPageViews' }, desc: true } ],
			limit: '10',
			returnPropertyQuota: true,
		} ),
		report( {
			dateRanges: [ RANGE ],
			dimensions: [ { name: 'newVsReturning' }, { name: 'city' }, { name: 'eventName' }, { name: 'sessionDefaultChannelGroup' } ],
			metrics: metrics( 'activeUsers', 'keyEvents', 'eventCount', 'sessionKeyEventRate' ),
			metricAggregations: [ 'TOTAL' ],
		} ),
		{ ...report( { dateRanges: [ RANGE ], metrics: metrics( 'notAMetric' ) } ), fails: true },
		{ method: 'POST', path: `${ PROPERTY }:batchRunReports`, json: { requests: [ byDate, { dateRanges: [ RANGE ], metrics: metrics( 'sessions' ) } ] } },
		{
			method: 'POST',
			path: `${ PROPERTY }:runRealtimeReport`,
			json: {
				dimensions: [ { name: 'minutesAgo' }, { name: 'unifiedScreenName' } ],
				metrics: metrics( 'activeUsers', 'screenPageViews' ),
				minuteRanges: [ { startMinutesAgo: 29, endMinutesAgo: 0 } ],
				metricAggregations: [ 'TOTAL' ],
				orderBys: [ { dimension: { dimensionName: 'minutesAgo', orderType: 'NUMERIC' } } ],
			},
		},
		{ method: 'GET', path: `${ PROPERTY }/metadata` },
		{ method: 'POST', path: '/analyticsdata.googleapis.com/v1beta/properties/399999999:runReport', json: { dateRanges: [ RANGE ], metrics: metrics( 'sessions' ) }, fails: true },
	];
}

function admin(): Sample[] {
	const property = `${ ADMIN }/properties/300000001`;
	return [
		{ method: 'GET', path: `${ ADMIN }/accountSummaries` },
		{ method: 'GET', path: `${ ADMIN }/accounts` },
		{ method: 'GET', path: `${ ADMIN }/properties`, query: { filter: 'parent:accounts/100000001' } },
		{ method: 'GET', path: property },
		{ method: 'GET', path: `${ ADMIN }/properties/399999999`, fails: true },
		{ method: 'POST', path: `${ ADMIN }/properties`, json: { parent: 'accounts/100000001', displayName: 'Sweep', timeZone: 'Europe/London', currencyCode: 'EUR' } },
		{ method: 'GET', path: `${ property }/dataStreams` },
		{ method: 'POST', path: `${ property }/dataStreams`, json: { type: 'WEB_DATA_STREAM', displayName: 'Sweep', webStreamData: { defaultUri: SITE } } },
		{ method: 'GET', path: `${ property }/dataStreams/4000000001` },
		{ method: 'GET', path: `${ property }/customDimensions` },
		{
			method: 'POST',
			path: `${ property }/customDimensions`,
			json: { parameterName: 'googlesitekit_post_author', displayName: 'Post author', description: 'Author', scope: 'EVENT' },
		},
	];
}

function searchConsole(): Sample[] {
	const out: Sample[] = [];
	for ( const host of [ 'searchconsole.googleapis.com', 'www.googleapis.com' ] ) {
		const base = `/${ host }/webmasters/v3/sites`;
		// The domain-property scenario has the site as sc-domain:<host> only: its URL-prefix property is refused.
		const query = ( json: unknown, site = ENC_SITE ): Sample => ( { method: 'POST', path: `${ base }/${ site }/searchAnalytics/query`, json, failsIn: [ 'domain-property' ] } );
		out.push(
			{ method: 'GET', path: base },
			{ method: 'GET', path: `${ base }/${ ENC_SITE }`, failsIn: [ 'domain-property' ] },
			{ method: 'PUT', path: `${ base }/${ encodeURIComponent( 'https://new.example.net/' ) }` },
			query( { ...SC_RANGE, dimensions: [ 'DATE' ], dataState: 'ALL', searchType: 'WEB' } ),
			query( {
				...SC_RANGE,
				dimensions: [ 'QUERY', 'PAGE' ],
				dimensionFilterGroups: [ { groupType: 'AND', filters: [ { dimension: 'PAGE', operator: 'CONTAINS', expression: '/' } ] } ],
				aggregationType: 'BY_PAGE',
				rowLimit: 10,
				startRow: 0,
			} ),
			query( { ...SC_RANGE } ),
			{ ...query( { ...SC_RANGE, dimensions: [ 'COUNTRY', 'DEVICE' ] }, encodeURIComponent( 'https://not-mine.example/' ) ), fails: true },
			{ method: 'GET', path: `${ base }/${ encodeURIComponent( 'https://not-mine.example/' ) }`, fails: true }
		);
	}
	const inspect = ( inspectionUrl: string ): Sample => ( {
		method: 'POST',
		path: '/searchconsole.googleapis.com/v1/urlInspection/index:inspect',
		json: { inspectionUrl, siteUrl: SITE, languageCode: 'en-US' },
		failsIn: [ 'domain-property' ],
	} );
	out.push( inspect( SITE ), inspect( `${ SITE }privacy-policy/` ), inspect( `${ SITE }?p=1` ), { ...inspect( 'https://elsewhere.example/' ), fails: true } );
	return out;
}

function pagespeedAndAdsense(): Sample[] {
	const psi = ( url: string, strategy: string ): Sample => ( {
		method: 'GET',
		path: '/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed',
		query: { url, strategy, category: [ 'PERFORMANCE' ] },
		auth: false,
	} );
	const report = ( query: Record< string, string | string[] > ): Sample => ( { method: 'GET', path: `${ PUB }/reports:generate`, query } );
	return [
		psi( SITE, 'MOBILE' ),
		psi( `${ SITE }privacy-policy/`, 'DESKTOP' ),
		{ ...psi( 'not a url', 'MOBILE' ), fails: true },
		{ method: 'GET', path: '/adsense.googleapis.com/v2/accounts' },
		{ method: 'GET', path: PUB },
		{ method: 'GET', path: `${ PUB }/adclients` },
		{ method: 'GET', path: `${ PUB }/sites` },
		{ method: 'GET', path: `${ PUB }/alerts`, query: { languageCode: 'en' } },
		report( {
			dateRange: 'CUSTOM',
			'startDate.year': '2025',
			'startDate.month': '2',
			'startDate.day': '1',
			'endDate.year': '2025',
			'endDate.month': '2',
			'endDate.day': '28',
			metrics: [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS_RPM', 'IMPRESSIONS', 'PAGE_VIEWS', 'CLICKS' ],
			dimensions: 'DATE',
		} ),
		report( { dateRange: 'LAST_7_DAYS', metrics: [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS' ], dimensions: 'URL_CHANNEL_NAME', orderBy: '-ESTIMATED_EARNINGS', limit: '5' } ),
		report( { dateRange: 'LAST_30_DAYS', metrics: 'ESTIMATED_EARNINGS', currencyCode: 'EUR', reportingTimeZone: 'ACCOUNT_TIME_ZONE' } ),
		{ method: 'GET', path: '/adsense.googleapis.com/v2/accounts/pub-0000000000000000', fails: true },
	];
}

function verificationAndTagManager(): Sample[] {
	const out: Sample[] = [];
	const resource = encodeURIComponent( encodeURIComponent( SITE ) );
	for ( const host of [ 'www.googleapis.com', 'siteverification.googleapis.com' ] ) {
		const base = `/${ host }/siteVerification/v1`;
		const site = { type: 'SITE', identifier: SITE };
		out.push(
			{ method: 'POST', path: `${ base }/token`, json: { site, verificationMethod: 'META' } },
			{ method: 'POST', path: `${ base }/token`, json: { site: { type: 'INET_DOMAIN', identifier: 'example.com' }, verificationMethod: 'DNS_TXT' } },
			// The demo site is not served here: its meta tag cannot be fetched.
			{ method: 'POST', path: `${ base }/webResource`, query: { verificationMethod: 'META' }, json: { site }, fails: true },
			{ method: 'POST', path: `${ base }/webResource`, query: { verificationMethod: 'DNS_TXT' }, json: { site: { type: 'INET_DOMAIN', identifier: 'example.com' } } },
			{ method: 'GET', path: `${ base }/webResource` },
			{ method: 'GET', path: `${ base }/webResource/${ resource }`, failsIn: [ 'domain-property' ] },
			{ method: 'GET', path: `${ base }/webResource/${ encodeURIComponent( encodeURIComponent( 'https://not-mine.example/' ) ) }`, fails: true }
		);
	}
	out.push(
		{ method: 'GET', path: '/tagmanager.googleapis.com/tagmanager/v2/accounts' },
		{ method: 'GET', path: '/tagmanager.googleapis.com/tagmanager/v2/accounts/6000000001/containers' }
	);
	return out;
}

function oauth( ctx: SampleContext ): Sample[] {
	const client = { client_id: DEMO_CLIENT_ID, client_secret: DEMO_CLIENT_SECRET };
	return [
		{
			method: 'GET',
			path: '/accounts.google.com/o/oauth2/v2/auth',
			query: { client_id: DEMO_CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: ALL_SCOPES.join( ' ' ), access_type: 'offline', prompt: 'consent', state: 's', include_granted_scopes: 'true', login_hint: 'site.admin@example.com' },
			auth: false,
		},
		{ method: 'GET', path: '/accounts.google.com/o/oauth2/v2/auth', query: { client_id: 'unknown', redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid' }, auth: false, fails: true },
		{ method: 'POST', path: '/accounts.google.com/signin/oauth/consent', form: { consent_id: 'gone', decision: 'allow' }, auth: false, fails: true },
		{ method: 'POST', path: '/oauth2.googleapis.com/token', form: { grant_type: 'refresh_token', refresh_token: ctx.refreshToken, ...client }, auth: false },
		{ method: 'POST', path: '/oauth2.googleapis.com/token', form: { grant_type: 'authorization_code', code: 'used-up', redirect_uri: REDIRECT_URI, ...client }, auth: false, fails: true },
		{ method: 'GET', path: '/oauth2.googleapis.com/tokeninfo', query: { access_token: ctx.spareToken }, auth: false },
		{ method: 'GET', path: '/oauth2.googleapis.com/tokeninfo', query: { access_token: 'nope' }, auth: false, fails: true },
		{ method: 'GET', path: '/www.googleapis.com/oauth2/v3/certs', auth: false },
		{ method: 'GET', path: '/www.googleapis.com/oauth2/v2/userinfo' },
		{ method: 'GET', path: '/www.googleapis.com/oauth2/v1/userinfo' },
		{ method: 'GET', path: '/openidconnect.googleapis.com/v1/userinfo' },
		{ method: 'GET', path: '/www.googleapis.com/oauth2/v2/userinfo', auth: false, fails: true },
		{ method: 'GET', path: '/lh3.googleusercontent.com/a/108512938410285710001=s96-c', auth: false },
	];
}

/** Paths and methods Google does not have: the answer is still its error envelope. */
function unknown(): Sample[] {
	return [
		{ method: 'GET', path: '/analyticsdata.googleapis.com/v1beta/nothing-here', fails: true },
		{ method: 'DELETE', path: `${ PROPERTY }:runReport`, fails: true },
		{ method: 'PATCH', path: '/adsense.googleapis.com/v2/accounts', fails: true },
	];
}

/** Calls that change or end state: sent last. */
function closing( ctx: SampleContext ): Sample[] {
	return [
		{ method: 'DELETE', path: `/siteverification.googleapis.com/siteVerification/v1/webResource/${ encodeURIComponent( encodeURIComponent( 'https://www.example.org/' ) ) }` },
		{ method: 'DELETE', path: `/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent( 'https://new.example.net/' ) }` },
		// Gone already.
		{ method: 'DELETE', path: `/www.googleapis.com/webmasters/v3/sites/${ encodeURIComponent( 'https://new.example.net/' ) }`, fails: true },
		{ method: 'POST', path: '/accounts.google.com/o/oauth2/revoke', form: { token: 'nope' }, auth: false, fails: true },
		{ method: 'POST', path: '/oauth2.googleapis.com/revoke', form: { token: ctx.spareToken }, auth: false },
	];
}

export function samples( ctx: SampleContext ): Sample[] {
	return [
		...oauth( ctx ),
		...ga(),
		...admin(),
		...searchConsole(),
		...pagespeedAndAdsense(),
		...verificationAndTagManager(),
		...unknown(),
		...closing( ctx ),
	];
}
