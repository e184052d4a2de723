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
import { networkStore, registerNetworkStore } from '..';

const SITE = {
	id: 2,
	name: 'Kitchen',
	url: 'http://example.org/kitchen/',
	dashboardURL: '',
	settingsURL: '',
	redirectURI: '',
	state: 'connected',
	services: [],
	owner: null,
	refused: [],
	figures: {
		visitors: null,
		clicks: null,
		earnings: null,
		pending: [ 'visitors' ],
		errors: {},
		known: false,
	},
};

describe( 'core/network', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		registry = createTestRegistry();
		registerNetworkStore( registry );
		registerNetworkStore( registry );
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
	} );

	it( 'reads a page of sites once per query, past the session cache', async () => {
		server.on( 'GET', 'core/network/data/sites', ( request ) => ( {
			body: {
				sites: request.query.search === 'kit' ? [ SITE ] : [],
				total: request.query.search === 'kit' ? 1 : 0,
				page: 1,
				perPage: 20,
			},
		} ) );
		const query = { search: ' kit ' };
		expect(
			registry.select( networkStore ).getSites( query )
		).toBeUndefined();
		const page = await registry
			.resolveSelect( networkStore )
			.getSites( query );
		expect( page?.sites.map( ( site ) => site.name ) ).toEqual( [
			'Kitchen',
		] );
		await registry
			.resolveSelect( networkStore )
			.getSites( { search: 'kit' } );
		const requests = server.requestsTo( 'GET', 'core/network/data/sites' );
		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ].query ).toEqual( {
			page: '1',
			perPage: '20',
			search: 'kit',
			orderby: 'name',
			order: 'asc',
			_locale: 'user',
		} );
		expect( requests[ 0 ].query.refused ).toBeUndefined();
	} );

	it( 'keeps a failed list read as the query’s error', async () => {
		server.on( 'GET', 'core/network/data/sites', {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} );
		await registry.resolveSelect( networkStore ).getSites( {} );
		expect(
			registry.select( networkStore ).getSitesError( {} )?.code
		).toBe( 'rest_forbidden' );
	} );

	it( 'reads one site’s figures, noting the read while it runs and its error apart', async () => {
		server.on( 'GET', 'core/network/data/site-figures', ( request ) =>
			request.query.site === '2'
				? {
						body: {
							...SITE.figures,
							visitors: 12,
							pending: [],
							known: true,
						},
				  }
				: {
						status: 404,
						body: {
							code: 'site_not_found',
							message: 'There is no site 9 in this network.',
							data: { status: 404 },
						},
				  }
		);
		const reading = registry.dispatch( networkStore ).fetchSiteFigures( 2 );
		expect(
			registry.select( networkStore ).isFetchingSiteFigures( 2 )
		).toBe( true );
		expect(
			registry.select( networkStore ).countFetchingSiteFigures()
		).toBe( 1 );
		await reading;
		expect(
			registry.select( networkStore ).getSiteFigures( 2 )?.visitors
		).toBe( 12 );
		expect(
			registry.select( networkStore ).countFetchingSiteFigures()
		).toBe( 0 );
		const failed = await registry
			.dispatch( networkStore )
			.fetchSiteFigures( 9 );
		expect( failed.error?.code ).toBe( 'site_not_found' );
		expect(
			registry.select( networkStore ).getSiteFiguresError( 9 )?.message
		).toBe( 'There is no site 9 in this network.' );
		expect(
			registry.select( networkStore ).getSiteFigures( 9 )
		).toBeUndefined();
	} );

	it( 'resets a site and reads the list again; a refused reset changes nothing', async () => {
		let total = 1;
		server.on( 'GET', 'core/network/data/sites', () => ( {
			body: { sites: [ SITE ], total, page: 1, perPage: 20 },
		} ) );
		let allowed = false;
		server.on( 'POST', 'core/network/data/reset-site', () =>
			allowed
				? { body: { reset: true } }
				: {
						status: 403,
						body: {
							code: 'rest_forbidden',
							message: 'No.',
							data: { status: 403 },
						},
				  }
		);
		await registry.resolveSelect( networkStore ).getSites( {} );
		const refused = await registry.dispatch( networkStore ).resetSite( 2 );
		expect( refused.error?.code ).toBe( 'rest_forbidden' );
		expect( registry.select( networkStore ).getSites( {} )?.total ).toBe(
			1
		);

		allowed = true;
		total = 7;
		const done = await registry.dispatch( networkStore ).resetSite( 2 );
		expect( done.error ).toBeUndefined();
		expect( registry.select( networkStore ).isResettingSite( 2 ) ).toBe(
			false
		);
		const page = await registry
			.resolveSelect( networkStore )
			.getSites( {} );
		expect( page?.total ).toBe( 7 );
		expect(
			server.requestsTo( 'GET', 'core/network/data/sites' )
		).toHaveLength( 2 );
	} );
} );
