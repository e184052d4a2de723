/** Sample calls of the Search Console, PageSpeed, AdSense, Site Verification and Tag Manager routes (see schema-samples.ts). */
import { ENC_SITE, SITE, type Sample } from './schema-sample';

const PUB = '/adsense.googleapis.com/v2/accounts/pub-1357924680135792';
const SC_RANGE = { startDate: '2025-02-13', endDate: '2025-03-12' };

export function searchConsole(): Sample[] {
	const out: Sample[] = [];
	for ( const host of [
		'searchconsole.googleapis.com',
		'www.googleapis.com',
	] ) {
		const base = `/${ host }/webmasters/v3/sites`;
		// The domain-property scenario has the site as sc-domain:<host> only: its URL-prefix property is refused.
		const query = ( json: unknown, site = ENC_SITE ): Sample => ( {
			method: 'POST',
			path: `${ base }/${ site }/searchAnalytics/query`,
			json,
			failsIn: [ 'domain-property' ],
		} );
		out.push(
			{ method: 'GET', path: base },
			{
				method: 'GET',
				path: `${ base }/${ ENC_SITE }`,
				failsIn: [ 'domain-property' ],
			},
			{
				method: 'PUT',
				path: `${ base }/${ encodeURIComponent(
					'https://new.example.net/'
				) }`,
			},
			query( {
				...SC_RANGE,
				dimensions: [ 'DATE' ],
				dataState: 'ALL',
				searchType: 'WEB',
			} ),
			query( {
				...SC_RANGE,
				dimensions: [ 'QUERY', 'PAGE' ],
				dimensionFilterGroups: [
					{
						groupType: 'AND',
						filters: [
							{
								dimension: 'PAGE',
								operator: 'CONTAINS',
								expression: '/',
							},
						],
					},
				],
				aggregationType: 'BY_PAGE',
				rowLimit: 10,
				startRow: 0,
			} ),
			query( { ...SC_RANGE } ),
			{
				...query(
					{ ...SC_RANGE, dimensions: [ 'COUNTRY', 'DEVICE' ] },
					encodeURIComponent( 'https://not-mine.example/' )
				),
				fails: true,
			},
			{
				method: 'GET',
				path: `${ base }/${ encodeURIComponent(
					'https://not-mine.example/'
				) }`,
				fails: true,
			}
		);
	}
	const inspect = ( inspectionUrl: string ): Sample => ( {
		method: 'POST',
		path: '/searchconsole.googleapis.com/v1/urlInspection/index:inspect',
		json: { inspectionUrl, siteUrl: SITE, languageCode: 'en-US' },
		failsIn: [ 'domain-property' ],
	} );
	out.push(
		inspect( SITE ),
		inspect( `${ SITE }privacy-policy/` ),
		inspect( `${ SITE }?p=1` ),
		{ ...inspect( 'https://elsewhere.example/' ), fails: true }
	);
	return out;
}

export function pagespeedAndAdsense(): Sample[] {
	const psi = ( url: string, strategy: string ): Sample => ( {
		method: 'GET',
		path: '/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed',
		query: { url, strategy, category: [ 'PERFORMANCE' ] },
		auth: false,
	} );
	const report = ( query: Record< string, string | string[] > ): Sample => ( {
		method: 'GET',
		path: `${ PUB }/reports:generate`,
		query,
	} );
	return [
		psi( SITE, 'MOBILE' ),
		psi( `${ SITE }privacy-policy/`, 'DESKTOP' ),
		{ ...psi( 'not a url', 'MOBILE' ), fails: true },
		{ method: 'GET', path: '/adsense.googleapis.com/v2/accounts' },
		{ method: 'GET', path: PUB },
		{ method: 'GET', path: `${ PUB }/adclients` },
		{ method: 'GET', path: `${ PUB }/sites` },
		{
			method: 'GET',
			path: `${ PUB }/alerts`,
			query: { languageCode: 'en' },
		},
		report( {
			dateRange: 'CUSTOM',
			'startDate.year': '2025',
			'startDate.month': '2',
			'startDate.day': '1',
			'endDate.year': '2025',
			'endDate.month': '2',
			'endDate.day': '28',
			metrics: [
				'ESTIMATED_EARNINGS',
				'PAGE_VIEWS_RPM',
				'IMPRESSIONS',
				'PAGE_VIEWS',
				'CLICKS',
			],
			dimensions: 'DATE',
		} ),
		report( {
			dateRange: 'LAST_7_DAYS',
			metrics: [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS' ],
			dimensions: 'URL_CHANNEL_NAME',
			orderBy: '-ESTIMATED_EARNINGS',
			limit: '5',
		} ),
		report( {
			dateRange: 'LAST_30_DAYS',
			metrics: 'ESTIMATED_EARNINGS',
			currencyCode: 'EUR',
			reportingTimeZone: 'ACCOUNT_TIME_ZONE',
		} ),
		{
			method: 'GET',
			path: '/adsense.googleapis.com/v2/accounts/pub-0000000000000000',
			fails: true,
		},
	];
}

export function verificationAndTagManager(): Sample[] {
	const out: Sample[] = [];
	const resource = encodeURIComponent( encodeURIComponent( SITE ) );
	for ( const host of [
		'www.googleapis.com',
		'siteverification.googleapis.com',
	] ) {
		const base = `/${ host }/siteVerification/v1`;
		const site = { type: 'SITE', identifier: SITE };
		out.push(
			{
				method: 'POST',
				path: `${ base }/token`,
				json: { site, verificationMethod: 'META' },
			},
			{
				method: 'POST',
				path: `${ base }/token`,
				json: {
					site: { type: 'INET_DOMAIN', identifier: 'example.com' },
					verificationMethod: 'DNS_TXT',
				},
			},
			// The demo site is not served here: its meta tag cannot be fetched.
			{
				method: 'POST',
				path: `${ base }/webResource`,
				query: { verificationMethod: 'META' },
				json: { site },
				fails: true,
			},
			{
				method: 'POST',
				path: `${ base }/webResource`,
				query: { verificationMethod: 'DNS_TXT' },
				json: {
					site: { type: 'INET_DOMAIN', identifier: 'example.com' },
				},
			},
			{ method: 'GET', path: `${ base }/webResource` },
			{
				method: 'GET',
				path: `${ base }/webResource/${ resource }`,
				failsIn: [ 'domain-property' ],
			},
			{
				method: 'GET',
				path: `${ base }/webResource/${ encodeURIComponent(
					encodeURIComponent( 'https://not-mine.example/' )
				) }`,
				fails: true,
			}
		);
	}
	out.push(
		{
			method: 'GET',
			path: '/tagmanager.googleapis.com/tagmanager/v2/accounts',
		},
		{
			method: 'GET',
			path: '/tagmanager.googleapis.com/tagmanager/v2/accounts/6000000001/containers',
		}
	);
	return out;
}
