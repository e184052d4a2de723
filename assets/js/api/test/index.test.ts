/**
 * Internal dependencies
 */
import { clearCache, get, invalidateCache, set } from '..';
import { fakeServer, setTestBaseData, type FakeServer } from './fake-server';

const KEY_PREFIX = 'googlesitekit_1.99.0_abc123_';

describe( 'API get() and set()', () => {
	let server: FakeServer;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		server.on( 'GET', 'modules/analytics/data/report', ( request ) => ( {
			body: { rows: [ request.query.dateRange ] },
		} ) );
		server.on( 'GET', 'modules/analytics/data/accounts', {
			body: [ { id: '1' } ],
		} );
		server.on( 'POST', 'modules/analytics/data/settings', ( request ) => ( {
			body: ( request.body as { data: unknown } ).data,
		} ) );
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		window.localStorage.clear();
		jest.useRealTimers();
		delete window._googlesitekitBaseData;
	} );

	it( 'sends GETs to the datapoint path under the REST root with the nonce and the params', async () => {
		await get( 'modules', 'analytics', 'report', {
			dateRange: 'last-28-days',
		} );
		expect( server.requests ).toHaveLength( 1 );
		expect( server.requests[ 0 ] ).toMatchObject( {
			method: 'GET',
			path: 'google-site-kit/v1/modules/analytics/data/report',
			query: { dateRange: 'last-28-days' },
			headers: { 'X-WP-Nonce': 'test-nonce' },
		} );
	} );

	it( 'answers a repeated read from the cache without a request', async () => {
		const first = await get( 'modules', 'analytics', 'report', {
			dateRange: 'last-7-days',
		} );
		const second = await get( 'modules', 'analytics', 'report', {
			dateRange: 'last-7-days',
		} );
		expect( second ).toEqual( first );
		expect( server.requests ).toHaveLength( 1 );
	} );

	it( 'stores each read under the spec’s key with timestamp, ttl, value and isError', async () => {
		jest.useFakeTimers( { now: new Date( '2024-05-01T10:00:00Z' ) } );
		await get( 'modules', 'analytics', 'report', {
			metrics: [ 'sessions' ],
			dateRange: 'last-7-days',
		} );
		const key = `${ KEY_PREFIX }modules::analytics::report::dateRange=last-7-days&metrics%5B0%5D=sessions`;
		expect(
			JSON.parse( window.sessionStorage.getItem( key ) || '' )
		).toEqual( {
			timestamp: Date.parse( '2024-05-01T10:00:00Z' ) / 1000,
			ttl: 3600,
			value: { rows: [ 'last-7-days' ] },
			isError: false,
		} );
	} );

	it( 'treats params given in another order as the same read', async () => {
		await get( 'modules', 'analytics', 'report', { a: 1, b: 2 } );
		await get( 'modules', 'analytics', 'report', { b: 2, a: 1 } );
		expect( server.requests ).toHaveLength( 1 );
	} );

	it( 'reaches the server again once the entry is older than its ttl', async () => {
		jest.useFakeTimers( { now: new Date( '2024-05-01T10:00:00Z' ) } );
		await get( 'modules', 'analytics', 'accounts' );
		jest.setSystemTime( new Date( '2024-05-01T10:59:59Z' ) );
		await get( 'modules', 'analytics', 'accounts' );
		expect( server.requests ).toHaveLength( 1 );

		jest.setSystemTime( new Date( '2024-05-01T11:00:00Z' ) );
		await get( 'modules', 'analytics', 'accounts' );
		expect( server.requests ).toHaveLength( 2 );
	} );

	it( 'honours a shorter ttl given by the caller', async () => {
		jest.useFakeTimers( { now: new Date( '2024-05-01T10:00:00Z' ) } );
		await get( 'modules', 'analytics', 'accounts', {}, { ttl: 60 } );
		jest.setSystemTime( new Date( '2024-05-01T10:01:00Z' ) );
		await get( 'modules', 'analytics', 'accounts', {}, { ttl: 60 } );
		expect( server.requests ).toHaveLength( 2 );
	} );

	it( 'never serves an entry stored as an error as a value', async () => {
		window.sessionStorage.setItem(
			`${ KEY_PREFIX }modules::analytics::accounts::`,
			JSON.stringify( {
				timestamp: Math.floor( Date.now() / 1000 ),
				ttl: 3600,
				value: { code: 'internal_server_error', message: 'x' },
				isError: true,
			} )
		);
		await expect(
			get( 'modules', 'analytics', 'accounts' )
		).resolves.toEqual( [ { id: '1' } ] );
		expect( server.requests ).toHaveLength( 1 );
	} );

	it( 'skips the cache both ways when asked to', async () => {
		await get(
			'modules',
			'analytics',
			'accounts',
			{},
			{ useCache: false }
		);
		await get(
			'modules',
			'analytics',
			'accounts',
			{},
			{ useCache: false }
		);
		expect( server.requests ).toHaveLength( 2 );
		expect( window.sessionStorage ).toHaveLength( 0 );
	} );

	it( 'does not cache errors', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', {
			status: 500,
			body: {
				code: 'internal_server_error',
				message: 'Boom',
				data: { status: 500 },
			},
		} );
		await expect(
			get( 'modules', 'analytics', 'accounts' )
		).rejects.toMatchObject( { code: 'internal_server_error' } );
		expect( window.sessionStorage ).toHaveLength( 0 );
	} );

	it( 'posts { data } and answers with what the server returned', async () => {
		await expect(
			set( 'modules', 'analytics', 'settings', { propertyID: '123' } )
		).resolves.toEqual( { propertyID: '123' } );
		expect( server.requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			path: 'google-site-kit/v1/modules/analytics/data/settings',
			body: { data: { propertyID: '123' } },
		} );
	} );

	it( 'drops every cached read of the datapoint it writes, and only those', async () => {
		server.on( 'POST', 'modules/analytics/data/report', { body: true } );
		await get( 'modules', 'analytics', 'report', { dateRange: 'a' } );
		await get( 'modules', 'analytics', 'report', { dateRange: 'b' } );
		await get( 'modules', 'analytics', 'accounts' );

		await set( 'modules', 'analytics', 'report', {} );

		await get( 'modules', 'analytics', 'report', { dateRange: 'a' } );
		await get( 'modules', 'analytics', 'report', { dateRange: 'b' } );
		await get( 'modules', 'analytics', 'accounts' );
		expect(
			server.requestsTo( 'GET', 'modules/analytics/data/report' )
		).toHaveLength( 4 );
		expect(
			server.requestsTo( 'GET', 'modules/analytics/data/accounts' )
		).toHaveLength( 1 );
	} );

	it( 'invalidates by type, identifier and datapoint', async () => {
		server.on( 'GET', 'modules/adsense/data/accounts', { body: [] } );
		await get( 'modules', 'analytics', 'accounts' );
		await get( 'modules', 'adsense', 'accounts' );

		invalidateCache( 'modules', 'analytics' );
		await get( 'modules', 'analytics', 'accounts' );
		await get( 'modules', 'adsense', 'accounts' );
		expect( server.requests ).toHaveLength( 3 );

		invalidateCache();
		await get( 'modules', 'adsense', 'accounts' );
		expect( server.requests ).toHaveLength( 4 );
	} );

	it( 'clearCache() removes every Site Kit entry, of any version or site, and nothing else', async () => {
		await get( 'modules', 'analytics', 'accounts' );
		window.sessionStorage.setItem(
			'googlesitekit_1.98.0_old_x::y::z::',
			'{}'
		);
		window.sessionStorage.setItem( 'another_plugin', 'keep' );

		clearCache();

		expect( Object.keys( window.sessionStorage ) ).toEqual( [
			'another_plugin',
		] );
	} );

	it( 'keeps working without a cache when storage refuses writes (Safari private mode, full quota)', async () => {
		const setItem = jest
			.spyOn( Storage.prototype, 'setItem' )
			.mockImplementation( () => {
				throw new DOMException(
					'Quota exceeded',
					'QuotaExceededError'
				);
			} );
		try {
			await expect(
				get( 'modules', 'analytics', 'accounts' )
			).resolves.toEqual( [ { id: '1' } ] );
			await expect(
				get( 'modules', 'analytics', 'accounts' )
			).resolves.toEqual( [ { id: '1' } ] );
			expect( server.requests ).toHaveLength( 2 );
		} finally {
			setItem.mockRestore();
		}
	} );

	it( 'ignores an entry that is not valid JSON and reads from the server', async () => {
		window.sessionStorage.setItem(
			`${ KEY_PREFIX }modules::analytics::accounts::`,
			'not json'
		);
		await expect(
			get( 'modules', 'analytics', 'accounts' )
		).resolves.toEqual( [ { id: '1' } ] );
	} );

	it( 'rejects with the spec’s invalid_json error when the server answers something that is not JSON', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', {
			rawBody: '<p>PHP Notice: …</p>',
		} );
		await expect(
			get( 'modules', 'analytics', 'accounts' )
		).rejects.toEqual( {
			code: 'invalid_json',
			message: 'The server provided an invalid response.',
			data: {},
		} );
	} );

	it( 'rejects with WordPress’s error, typed, when the server answers an error', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', {
			status: 403,
			body: {
				code: 'PERMISSION_DENIED',
				message: 'User does not have sufficient permissions.',
				data: { status: 403, reason: 'insufficientPermissions' },
			},
		} );
		await expect(
			get( 'modules', 'analytics', 'accounts' )
		).rejects.toEqual( {
			code: 'PERMISSION_DENIED',
			message: 'User does not have sufficient permissions.',
			data: { status: 403, reason: 'insufficientPermissions' },
		} );
	} );

	it( 'rejects with fetch_error when the network fails', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', {
			networkError: true,
		} );
		await expect(
			get( 'modules', 'analytics', 'accounts' )
		).rejects.toMatchObject( { code: 'fetch_error' } );
	} );

	it( 'answers first-paint reads from the page’s preloaded responses', async () => {
		setTestBaseData( {
			preloadedData: {
				'/google-site-kit/v1/core/user/data/authentication': {
					body: { authenticated: true },
				},
			},
		} );
		await expect(
			get( 'core', 'user', 'authentication', {}, { useCache: false } )
		).resolves.toEqual( { authenticated: true } );
		expect( server.requests ).toHaveLength( 0 );
	} );
} );
