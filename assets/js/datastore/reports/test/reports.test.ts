/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../registry';
import type { Registry } from '../../types';
import { userStore } from '../../user';
import { reportsStore } from '..';

interface BatchBody {
	data: {
		requests: Array< {
			key: string;
			path: string;
			params: Record< string, unknown >;
		} >;
	};
}

/**
 * Waits until the store has an answer (value or error) for a report.
 *
 * @param registry Registry.
 * @param args     getReport arguments.
 */
async function settled(
	registry: Registry,
	...args: [ string, string, Record< string, unknown > ]
) {
	for ( let i = 0; i < 50; i++ ) {
		const select = registry.select( reportsStore );
		if (
			select.getReport( ...args ) !== undefined ||
			select.getReportError( ...args )
		) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
	}
	throw new Error( 'the report never settled' );
}

describe( 'core/reports', () => {
	let server: FakeServer;
	let registry: Registry;
	const QUERY = { dateRange: 'last-28-days', dimensions: 'date' };
	const REPORT = { metrics: 'totalUsers', dateRange: 'last-28-days' };

	beforeEach( () => {
		setTestBaseData( { pluginVersion: '1.99.0', sitePrefix: 'abc' } );
		server = fakeServer();
		server.on( 'POST', 'core/reports/data/batch', ( request ) => {
			const answers: Record< string, unknown > = {};
			for ( const item of ( request.body as BatchBody ).data.requests ) {
				if ( item.path.includes( 'adsense' ) ) {
					answers[ item.key ] = {
						error: {
							code: 'internal_server_error',
							message: 'x',
							data: { status: 500 },
						},
					};
				} else if ( item.params.metrics === 'refused' ) {
					answers[ item.key ] = {
						error: {
							code: 'oauth_token_error',
							message: 'Token has been expired or revoked.',
							data: {
								status: 401,
								reconnectURL: 'http://example.org/reconnect',
							},
						},
					};
				} else if ( item.params.metrics === 'conversions' ) {
					answers[ item.key ] = {
						error: {
							code: 'missing_required_scopes',
							message: 'More permissions needed.',
							data: {
								status: 403,
								scopes: [
									'https://www.googleapis.com/auth/analytics.readonly',
								],
							},
						},
					};
				} else if ( item.path.includes( 'pagespeed' ) ) {
					answers[ item.key ] = {
						value: { score: 0.5 },
						stale: {
							since: 1700000000,
							code: 'internal_server_error',
							message: 'down',
						},
					};
				} else {
					answers[ item.key ] = { value: { rows: [ item.path ] } };
				}
			}
			return { body: answers };
		} );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'sends PageSpeed reads in a request of their own, so a slow PageSpeed answer holds back no other report', async () => {
		const answered = window.fetch;
		let releasePageSpeed: () => void = () => undefined;
		window.fetch = ( ( input: RequestInfo | URL, init?: RequestInit ) =>
			String( init?.body ).includes( 'pagespeed' )
				? new Promise( ( resolve ) => {
						releasePageSpeed = () =>
							resolve( answered( input, init ) );
				  } )
				: answered( input, init ) ) as typeof window.fetch;
		const SPEED = { url: 'http://example.org/', strategy: 'mobile' };
		const select = registry.select( reportsStore );
		select.getReport( 'pagespeed-insights', 'pagespeed', SPEED );
		select.getReport( 'analytics', 'report', REPORT );
		select.getReport( 'search-console', 'searchanalytics', QUERY );

		await settled( registry, 'analytics', 'report', REPORT );
		await settled( registry, 'search-console', 'searchanalytics', QUERY );
		expect(
			registry
				.select( reportsStore )
				.getReport( 'pagespeed-insights', 'pagespeed', SPEED )
		).toBeUndefined();

		releasePageSpeed();
		await settled( registry, 'pagespeed-insights', 'pagespeed', SPEED );
		const batches = server
			.requestsTo( 'POST', 'core/reports/data/batch' )
			.map( ( batch ) =>
				( batch.body as BatchBody ).data.requests.map( ( r ) => r.path )
			);
		expect( batches ).toEqual( [
			[
				'modules/analytics/data/report',
				'modules/search-console/data/searchanalytics',
			],
			[ 'modules/pagespeed-insights/data/pagespeed' ],
		] );
	} );

	it( 'sends the reports asked for in the same tick in one batch request', async () => {
		const select = registry.select( reportsStore );
		expect(
			select.getReport( 'search-console', 'searchanalytics', QUERY )
		).toBeUndefined();
		expect(
			select.getReport( 'analytics', 'report', REPORT )
		).toBeUndefined();
		await settled( registry, 'search-console', 'searchanalytics', QUERY );
		await settled( registry, 'analytics', 'report', REPORT );

		const batches = server.requestsTo( 'POST', 'core/reports/data/batch' );
		expect( batches ).toHaveLength( 1 );
		expect(
			( batches[ 0 ].body as BatchBody ).data.requests.map(
				( r ) => r.path
			)
		).toEqual( [
			'modules/search-console/data/searchanalytics',
			'modules/analytics/data/report',
		] );
		expect(
			registry
				.select( reportsStore )
				.getReport( 'analytics', 'report', REPORT )
		).toEqual( {
			rows: [ 'modules/analytics/data/report' ],
		} );
	} );

	it( 'reads every report again on a new site day: named ranges from the server, custom ranges from the cache', async () => {
		const CUSTOM = {
			dateRange: '2026-10-01..2026-10-28',
			dimensions: 'date',
		};
		const start = Date.now();
		// Only the clock is faked; the store's own timers run.
		jest.useFakeTimers( {
			doNotFake: [
				'setTimeout',
				'clearTimeout',
				'setInterval',
				'clearInterval',
				'setImmediate',
				'clearImmediate',
				'nextTick',
				'queueMicrotask',
			],
		} );
		try {
			jest.setSystemTime( start );
			// Ten minutes to the site's midnight.
			setTestBaseData( {
				pluginVersion: '1.99.0',
				sitePrefix: 'abc',
				siteToday: '2026-11-23',
				siteClock: {
					now: Date.UTC( 2026, 10, 23, 23, 50 ),
					timezone: 'UTC',
					offset: 0,
				},
			} );
			// Both reads, asked for together, until both are answered.
			const readBoth = async () => {
				const select = registry.select( reportsStore );
				select.getReport( 'search-console', 'searchanalytics', QUERY );
				select.getReport( 'search-console', 'searchanalytics', CUSTOM );
				await settled(
					registry,
					'search-console',
					'searchanalytics',
					QUERY
				);
				await settled(
					registry,
					'search-console',
					'searchanalytics',
					CUSTOM
				);
			};
			await readBoth();
			expect(
				server.requestsTo( 'POST', 'core/reports/data/batch' )
			).toHaveLength( 1 );

			// The page is still open eleven minutes later, on the site's next day.
			jest.setSystemTime( start + 11 * 60 * 1000 );
			await registry.dispatch( reportsStore ).renewReports();
			expect(
				registry
					.select( reportsStore )
					.getReport( 'search-console', 'searchanalytics', QUERY )
			).toBeUndefined();
			await readBoth();
			const batches = server.requestsTo(
				'POST',
				'core/reports/data/batch'
			);
			expect( batches ).toHaveLength( 2 );
			expect(
				( batches[ 1 ].body as BatchBody ).data.requests.map(
					( r ) => r.params.dateRange
				)
			).toEqual( [ 'last-28-days' ] );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'answers a report read before from the session cache, without a request', async () => {
		registry
			.select( reportsStore )
			.getReport( 'search-console', 'searchanalytics', QUERY );
		await settled( registry, 'search-console', 'searchanalytics', QUERY );

		const other = createTestRegistry();
		other
			.select( reportsStore )
			.getReport( 'search-console', 'searchanalytics', QUERY );
		await settled( other, 'search-console', 'searchanalytics', QUERY );
		expect(
			server.requestsTo( 'POST', 'core/reports/data/batch' )
		).toHaveLength( 1 );
	} );

	it( 'hands a missing-scopes error to the permissions modal, and only that one', async () => {
		registry
			.select( reportsStore )
			.getReport( 'adsense', 'report', REPORT );
		await settled( registry, 'adsense', 'report', REPORT );
		expect(
			registry.select( userStore ).getPermissionScopeError()
		).toBeNull();

		const needsScope = { ...REPORT, metrics: 'conversions' };
		registry
			.select( reportsStore )
			.getReport( 'analytics', 'report', needsScope );
		await settled( registry, 'analytics', 'report', needsScope );
		expect(
			registry.select( userStore ).getPermissionScopeError()
		).toMatchObject( {
			code: 'missing_required_scopes',
			data: {
				scopes: [
					'https://www.googleapis.com/auth/analytics.readonly',
				],
			},
		} );
	} );

	it( 'reads the sign-in state again, once, when Google refuses the sign-in', async () => {
		server.on( 'GET', 'core/user/data/authentication', {
			body: {
				authenticated: false,
				requiredScopes: [],
				grantedScopes: [],
				unsatisfiedScopes: [],
				needsReauthentication: true,
				disconnectedReason: '',
				authError: {
					code: 'oauth_token_error',
					message: 'Token has been expired or revoked.',
					data: { reconnectURL: 'http://example.org/reconnect' },
				},
				profile: null,
			},
		} );
		const first = { ...REPORT, metrics: 'refused' };
		const second = { ...REPORT, metrics: 'refused', limit: 5 };
		registry
			.select( reportsStore )
			.getReport( 'analytics', 'report', first );
		registry
			.select( reportsStore )
			.getReport( 'analytics', 'report', second );
		await settled( registry, 'analytics', 'report', first );
		await settled( registry, 'analytics', 'report', second );
		for ( let i = 0; i < 50; i++ ) {
			if ( registry.select( userStore ).getAuthError() ) {
				break;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		}
		expect( registry.select( userStore ).getAuthError()?.message ).toBe(
			'Token has been expired or revoked.'
		);
		expect(
			server.requestsTo( 'GET', 'core/user/data/authentication' )
		).toHaveLength( 1 );
	} );

	it( 'keeps an item’s error to itself, and Retry asks the server again', async () => {
		registry
			.select( reportsStore )
			.getReport( 'adsense', 'report', REPORT );
		registry
			.select( reportsStore )
			.getReport( 'analytics', 'report', REPORT );
		await settled( registry, 'adsense', 'report', REPORT );
		await settled( registry, 'analytics', 'report', REPORT );
		expect(
			registry
				.select( reportsStore )
				.getReportError( 'adsense', 'report', REPORT )?.code
		).toBe( 'internal_server_error' );
		expect(
			registry
				.select( reportsStore )
				.getReport( 'analytics', 'report', REPORT )
		).toBeDefined();

		await registry
			.dispatch( reportsStore )
			.retryReport( 'adsense', 'report', REPORT );
		expect(
			registry
				.select( reportsStore )
				.getReportError( 'adsense', 'report', REPORT )
		).toBeUndefined();
		registry
			.select( reportsStore )
			.getReport( 'adsense', 'report', REPORT );
		await settled( registry, 'adsense', 'report', REPORT );
		expect(
			server.requestsTo( 'POST', 'core/reports/data/batch' )
		).toHaveLength( 2 );
	} );

	it( 'marks the last good value the server served during an outage as stale, and does not cache it', async () => {
		const args: [ string, string, Record< string, unknown > ] = [
			'pagespeed-insights',
			'pagespeed',
			{ url: 'http://example.org/' },
		];
		registry.select( reportsStore ).getReport( ...args );
		await settled( registry, ...args );
		expect(
			registry.select( reportsStore ).getReportStaleInfo( ...args )
		).toEqual( {
			since: 1700000000,
			code: 'internal_server_error',
			message: 'down',
		} );
		expect( Object.keys( window.sessionStorage ) ).toHaveLength( 0 );
	} );
} );
