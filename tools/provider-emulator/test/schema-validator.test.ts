/**
 * The Discovery schema validator itself, on Google's own documents: what it accepts and what it refuses, and how it
 * maps a request to its method and checks its parameters.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findMethod, loadCatalogue } from '../src/schema/discovery';
import { checkExchange, type Exchange } from '../src/schema/exchange';
import { validateValue, type Problem } from '../src/schema/validate';
import { DISCOVERY_DIR } from './helpers';

const catalogue = loadCatalogue( DISCOVERY_DIR );
const doc = ( name: string ) => {
	const found = catalogue.docs.find(
		( d ) => `${ d.name }.${ d.version }` === name
	);
	assert.ok( found, name );
	return found;
};
const data = doc( 'analyticsdata.v1beta' );
const adsense = doc( 'adsense.v2' );
const psi = doc( 'pagespeedonline.v5' );
const admin = doc( 'analyticsadmin.v1beta' );

function check(
	d: typeof data,
	ref: string,
	value: unknown,
	mode: 'request' | 'response' = 'response'
): Problem[] {
	return validateValue( d, { $ref: ref }, value, '$', mode, [] );
}
const paths = ( problems: Problem[] ) => problems.map( ( p ) => p.path );

describe( 'schema validator: Discovery types', () => {
	it( 'accepts a well-formed GA4 report and names each wrong field by its path', () => {
		const good = {
			dimensionHeaders: [ { name: 'date' } ],
			metricHeaders: [ { name: 'sessions', type: 'TYPE_INTEGER' } ],
			rows: [
				{
					dimensionValues: [ { value: '20250301' } ],
					metricValues: [ { value: '12' } ],
				},
			],
			rowCount: 1,
			kind: 'analyticsData#runReport',
		};
		assert.deepEqual( check( data, 'RunReportResponse', good ), [] );
		const bad = structuredClone( good ) as Record< string, unknown > &
			typeof good;
		( bad.rows[ 0 ] as Record< string, unknown > ).extra = 1;
		( bad.metricHeaders[ 0 ] as Record< string, unknown > ).type =
			'INTEGER';
		( bad as Record< string, unknown > ).rowCount = '1';
		assert.deepEqual(
			paths( check( data, 'RunReportResponse', bad ) ).sort(),
			[ '$.metricHeaders[0].type', '$.rowCount', '$.rows[0].extra' ]
		);
	} );

	it( 'wants 64-bit integers as strings of digits in answers, and takes numbers for them in requests', () => {
		assert.deepEqual(
			check( adsense, 'ReportResult', { totalMatchedRows: '12' } ),
			[]
		);
		assert.deepEqual(
			paths( check( adsense, 'ReportResult', { totalMatchedRows: 12 } ) ),
			[ '$.totalMatchedRows' ]
		);
		assert.deepEqual(
			paths(
				check( adsense, 'ReportResult', { totalMatchedRows: '1.5' } )
			),
			[ '$.totalMatchedRows' ]
		);
		assert.deepEqual(
			check(
				data,
				'RunReportRequest',
				{ limit: 10, offset: '5' },
				'request'
			),
			[]
		);
	} );

	it( 'checks int32 ranges, doubles, booleans, timestamps and null', () => {
		assert.deepEqual(
			paths( check( data, 'RunReportResponse', { rowCount: 1.5 } ) ),
			[ '$.rowCount' ]
		);
		assert.deepEqual(
			paths( check( data, 'RunReportResponse', { rowCount: 2 ** 31 } ) ),
			[ '$.rowCount' ]
		);
		assert.deepEqual(
			paths(
				check( psi, 'LighthouseAuditResultV5', { numericValue: '1' } )
			),
			[ '$.numericValue' ]
		);
		assert.deepEqual(
			paths(
				check( data, 'ResponseMetaData', {
					subjectToThresholding: 'true',
				} )
			),
			[ '$.subjectToThresholding' ]
		);
		const property = 'GoogleAnalyticsAdminV1betaProperty';
		assert.deepEqual(
			check( admin, property, {
				createTime: '2025-03-15T10:00:00.123Z',
			} ),
			[]
		);
		assert.deepEqual(
			paths(
				check( admin, property, { createTime: '2025-03-15 10:00' } )
			),
			[ '$.createTime' ]
		);
		assert.deepEqual(
			paths( check( data, 'RunReportResponse', { kind: null } ) ),
			[ '$.kind' ]
		);
	} );

	it( 'holds enums to the listed names', () => {
		assert.deepEqual(
			check( data, 'MetricHeader', { name: 'x', type: 'TYPE_SECONDS' } ),
			[]
		);
		assert.deepEqual(
			paths(
				check( data, 'MetricHeader', { name: 'x', type: 'seconds' } )
			),
			[ '$.type' ]
		);
	} );

	it( 'lets map keys be free where the schema has additionalProperties, and checks their values', () => {
		const metrics = {
			LARGEST_CONTENTFUL_PAINT_MS: { percentile: 2100, category: 'FAST' },
		};
		assert.deepEqual(
			check( psi, 'PagespeedApiLoadingExperienceV5', { metrics } ),
			[]
		);
		const wrong = { ANY_KEY: { percentile: '2100' } };
		assert.deepEqual(
			paths(
				check( psi, 'PagespeedApiLoadingExperienceV5', {
					metrics: wrong,
				} )
			),
			[ '$.metrics.ANY_KEY.percentile' ]
		);
	} );

	it( 'takes anything where Google says `any` (Lighthouse audit details), and nothing undeclared beside it', () => {
		const audit = {
			id: 'x',
			score: null,
			details: { type: 'table', items: [ { a: 1 } ] },
		};
		assert.deepEqual( check( psi, 'LighthouseAuditResultV5', audit ), [] );
		assert.deepEqual(
			paths(
				check( psi, 'LighthouseAuditResultV5', {
					...audit,
					guidanceLevel: 1,
				} )
			),
			[ '$.guidanceLevel' ]
		);
	} );
} );

describe( 'schema validator: methods and parameters', () => {
	const exchange = ( over: Partial< Exchange > ): Exchange => ( {
		method: 'GET',
		path: '/adsense.googleapis.com/v2/accounts/pub-1/reports:generate',
		query: new URLSearchParams(),
		requestHeaders: {},
		requestBody: '',
		status: 200,
		responseHeaders: { 'content-type': 'application/json' },
		responseBody: '{}',
		...over,
	} );

	it( 'maps a path to its method, the most specific template winning', () => {
		assert.equal(
			findMethod(
				catalogue,
				'GET',
				'/adsense.googleapis.com/v2/accounts/pub-1'
			)?.method.id,
			'adsense.accounts.get'
		);
		assert.equal(
			findMethod(
				catalogue,
				'GET',
				'/adsense.googleapis.com/v2/accounts/pub-1/adclients'
			)?.method.id,
			'adsense.accounts.adclients.list'
		);
		assert.equal(
			findMethod(
				catalogue,
				'POST',
				'/analyticsdata.googleapis.com/v1beta/properties/1:runReport'
			)?.method.id,
			'analyticsdata.properties.runReport'
		);
		assert.equal(
			findMethod(
				catalogue,
				'GET',
				'/www.googleapis.com/webmasters/v3/sites'
			)?.doc.name,
			'webmasters'
		);
		assert.equal(
			findMethod(
				catalogue,
				'GET',
				'/searchconsole.googleapis.com/webmasters/v3/sites'
			)?.doc.name,
			'searchconsole'
		);
		assert.equal(
			findMethod(
				catalogue,
				'PATCH',
				'/adsense.googleapis.com/v2/accounts/pub-1'
			),
			null
		);
	} );

	it( 'refuses a query parameter the method does not define, an unlisted enum value and a single one sent twice', () => {
		const query = new URLSearchParams(
			'dateRange=LAST_7_DAYS&metrics=PAGE_VIEWS&metrics=CLICKS&dimensions=URL_CHANNEL&limit=5&limit=6&foo=1&key=k'
		);
		assert.deepEqual(
			paths( checkExchange( catalogue, exchange( { query } ) ).request ),
			[ 'query.dimensions', 'query.limit', 'query.foo' ]
		);
	} );

	it( 'refuses a request body field the request schema does not define', () => {
		const report = checkExchange(
			catalogue,
			exchange( {
				method: 'POST',
				path: '/analyticsdata.googleapis.com/v1beta/properties/1:runReport',
				requestHeaders: { 'content-type': 'application/json' },
				requestBody: JSON.stringify( {
					dateRanges: [
						{
							startDate: 'yesterday',
							endDate: 'today',
							label: 'x',
						},
					],
					metric: [],
				} ),
			} )
		);
		assert.deepEqual( paths( report.request ), [
			'body.dateRanges[0].label',
			'body.metric',
		] );
	} );
} );
