/**
 * The emulator's own figures, asked of it directly with a Google token, for tests to compare with what the plugin
 * shows: GA4 totals, Search Console impressions, realtime active users.
 */
import { formatNumber } from '../../../assets/js/util/numbers';
import { ANALYTICS_PROPERTY } from './connected-site';
import { googleAPI } from './emulator';
import { BASE_URL } from './site';

export interface Dates {
	startDate: string;
	endDate: string;
}

const REPORT = `/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }`;

type Totals = {
	rows?: Array< { metricValues: Array< { value: string } > } >;
	totals?: Array< { metricValues: Array< { value: string } > } >;
};

/**
 * GA4's total of a metric over some days (de-duplicated for totalUsers), optionally for one page path.
 *
 * @param token    Google token with the Analytics read scope.
 * @param metric   Metric.
 * @param dates    Dates.
 * @param pagePath Page path filter.
 */
export async function ga4Total(
	token: string,
	metric: string,
	dates: Dates,
	pagePath?: string
): Promise< number > {
	const report = await googleAPI< Totals >( token, `${ REPORT }:runReport`, {
		dateRanges: [ dates ],
		metrics: [ { name: metric } ],
		...( pagePath
			? {
					dimensionFilter: {
						filter: {
							fieldName: 'pagePath',
							stringFilter: {
								matchType: 'EXACT',
								value: pagePath,
							},
						},
					},
			  }
			: {} ),
	} );
	return Number( report.rows?.[ 0 ]?.metricValues[ 0 ].value || 0 );
}

/**
 * Search Console's impressions of the site over some days.
 *
 * @param token Google token with the Search Console scope.
 * @param dates Dates.
 */
export async function scImpressions(
	token: string,
	dates: Dates
): Promise< number > {
	const result = await googleAPI< {
		rows?: Array< { impressions: number } >;
	} >(
		token,
		`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			`${ BASE_URL }/`
		) }/searchAnalytics/query`,
		{ ...dates, dataState: 'all' }
	);
	return ( result.rows || [] ).reduce(
		( sum, row ) => sum + row.impressions,
		0
	);
}

/**
 * Active users of the last 30 minutes, as the emulator answers now, formatted as the strip shows them.
 *
 * @param token Google token with the Analytics read scope.
 */
export async function activeUsersNow( token: string ): Promise< string > {
	const report = await googleAPI< Totals >(
		token,
		`${ REPORT }:runRealtimeReport`,
		{
			metrics: [ { name: 'activeUsers' } ],
			dimensions: [ { name: 'minutesAgo' } ],
			metricAggregations: [ 'TOTAL' ],
		}
	);
	return formatNumber(
		Number( report.totals?.[ 0 ]?.metricValues[ 0 ].value || 0 )
	);
}
