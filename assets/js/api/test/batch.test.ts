/**
 * The batcher treats reads as the modules declare (handed over by configureBatcher): a declared uncached datapoint
 * is never answered from, nor kept in, the browser's cache; a slow module's reads go in a request of their own.
 */

/**
 * Internal dependencies
 */
import { HOLD_MAX_MS, getBatched, holdReads } from '../batch';
import { configureBatcher } from '../batch-modules';
import { fakeServer, setTestBaseData, type FakeServer } from './fake-server';

interface BatchBody {
	data: { requests: Array< { key: string; path: string } > };
}

describe( 'getBatched() with the modules’ declarations', () => {
	let server: FakeServer;

	beforeEach( () => {
		setTestBaseData();
		configureBatcher( {
			analytics: { uncached: [ 'realtime' ] },
			'pagespeed-insights': { slow: true },
		} );
		server = fakeServer();
		server.on( 'POST', 'core/reports/data/batch', ( request ) => ( {
			body: Object.fromEntries(
				( request.body as BatchBody ).data.requests.map( ( item ) => [
					item.key,
					{ value: { path: item.path } },
				] )
			),
		} ) );
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'asks the server again for an uncached datapoint, and keeps the others', async () => {
		await getBatched( 'analytics', 'realtime' );
		await getBatched( 'analytics', 'report' );
		expect( server.requests ).toHaveLength( 2 );
		expect( window.sessionStorage ).toHaveLength( 1 );

		const again = await getBatched( 'analytics', 'realtime' );
		await getBatched( 'analytics', 'report' );
		expect( again.value ).toEqual( {
			path: 'modules/analytics/data/realtime',
		} );
		// The realtime read went out again; the report came from the cache.
		expect( server.requests ).toHaveLength( 3 );
	} );

	it( 'sends a slow module’s reads in a request of their own', async () => {
		await Promise.all( [
			getBatched( 'pagespeed-insights', 'pagespeed', { url: 'x' } ),
			getBatched( 'analytics', 'report', { dateRange: 'last-7-days' } ),
			getBatched( 'search-console', 'searchanalytics' ),
		] );
		const paths = server.requests.map( ( request ) =>
			( request.body as BatchBody ).data.requests
				.map( ( item ) => item.path )
				.sort()
		);
		expect( paths ).toEqual(
			expect.arrayContaining( [
				[ 'modules/pagespeed-insights/data/pagespeed' ],
				[
					'modules/analytics/data/report',
					'modules/search-console/data/searchanalytics',
				],
			] )
		);
		expect( paths ).toHaveLength( 2 );
	} );

	it( 'keeps the reads waiting while a part of the screen loads its code, then sends them with that part’s in one request', async () => {
		const release = holdReads( 'part' );
		// Held twice (a render run twice): one release is enough.
		expect( holdReads( 'part' ) ).toBe( release );
		const first = getBatched( 'analytics', 'report', { dateRange: 'a' } );
		// Well past the usual wait (at most 60 ms): nothing is sent while held.
		await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
		expect( server.requests ).toHaveLength( 0 );
		release();
		// The held part's reads, asked for right after it loaded.
		const second = getBatched( 'search-console', 'searchanalytics' );
		await Promise.all( [ first, second ] );
		expect( server.requests ).toHaveLength( 1 );
		expect(
			( server.requests[ 0 ].body as BatchBody ).data.requests
				.map( ( item ) => item.path )
				.sort()
		).toEqual( [
			'modules/analytics/data/report',
			'modules/search-console/data/searchanalytics',
		] );
		// A second release changes nothing; the next reads go as usual.
		release();
		await getBatched( 'analytics', 'report', { dateRange: 'b' } );
		expect( server.requests ).toHaveLength( 2 );
	} );

	it( 'sends the reads anyway when the held part takes longer than HOLD_MAX_MS to load', async () => {
		const release = holdReads( 'slow part' );
		const started = Date.now();
		await getBatched( 'analytics', 'report', { dateRange: 'c' } );
		expect( Date.now() - started ).toBeGreaterThanOrEqual(
			HOLD_MAX_MS - 20
		);
		expect( server.requests ).toHaveLength( 1 );
		release();
	} );
} );
