/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../../datastore/registry';
import { parseCsv } from '../../../util/test/parse-csv';
import { downloadCsvFrom } from '../../../widgets/test/csv';
import Root from '../../Root';
import NetworkOverview from '../NetworkOverview';
import {
	UNKNOWN,
	fakeNetworkRoutes,
	knownFigures,
	siteFixture,
	type NetworkRoutes,
} from './network-routes';

describe( 'the network overview’s CSV file', () => {
	let server: FakeServer;
	let routes: NetworkRoutes;

	beforeEach( () => {
		setTestBaseData( {
			networkName: 'Harvest Network',
			siteName: 'Main',
			siteToday: '2026-11-27',
		} );
		server = fakeServer();
		routes = {
			sites: Array.from( { length: 130 }, ( _, index ) =>
				siteFixture( index + 1, {
					name: `Shop ${ String( index + 1 ).padStart( 3, '0' ) }`,
				} )
			),
			figures: {},
			reset: [],
		};
		routes.sites.push(
			siteFixture( 200, {
				name: '=HYPERLINK("http://evil.example")',
				url: 'http://example.org/shop-evil/',
				figures: knownFigures( 0, 3, {
					value: 1234.5,
					currency: 'EUR',
				} ),
				refused: [ { id: 4, name: 'Olga, Owner' } ],
			} ),
			siteFixture( 201, {
				name: 'Shop 000 unknown',
				url: 'http://example.org/shop-unknown/',
				figures: UNKNOWN,
			} ),
			siteFixture( 300, {
				name: 'Bakery',
				url: 'http://example.org/bakery/',
			} )
		);
		routes.figures = { 201: knownFigures( 77, 7 ) };
		fakeNetworkRoutes( server, routes );
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'holds every site matching the search, all pages, with raw figures, made safe for spreadsheets', async () => {
		render(
			<Root registry={ createTestRegistry() }>
				<NetworkOverview />
			</Root>
		);
		await waitFor( () => screen.getByRole( 'link', { name: 'Bakery' } ) );
		// The site whose figures the cache lacked is read first (it is on the first page, sorted by name).
		await waitFor( () =>
			expect(
				server.requestsTo( 'GET', 'core/network/data/site-figures' )
			).toHaveLength( 1 )
		);
		await waitFor( () =>
			expect(
				screen
					.getByRole( 'link', { name: 'Shop 000 unknown' } )
					.closest( 'tr' )
			).toHaveTextContent( '77' )
		);
		await userEvent.type( screen.getByRole( 'searchbox' ), 'shop{Enter}' );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Bakery' } )
			).not.toBeInTheDocument()
		);
		server.requests.length = 0;
		const file = await downloadCsvFrom(
			screen.getByRole( 'button', { name: 'Download CSV' } )
		);

		expect( file.name ).toBe(
			'harvest-network_sites-shop_2026-10-30_2026-11-26.csv'
		);
		expect( file.text.startsWith( '\uFEFF' ) ).toBe( true );
		const records = parseCsv( file.text.replace( /^\uFEFF/, '' ) );
		const byName = ( name: string ) =>
			records.find( ( record ) => record[ 0 ] === name );
		expect( records[ 0 ] ).toEqual( [
			'Site',
			'URL',
			'Connection',
			'Services',
			'Owner',
			'Visitors',
			'Search clicks',
			'Earnings',
			'Currency',
			'Google access refused',
		] );
		// The 132 shops (by name or URL), over two requests of 100; not the bakery.
		expect( records ).toHaveLength( 1 + 132 );
		expect( byName( 'Bakery' ) ).toBeUndefined();
		expect(
			server
				.requestsTo( 'GET', 'core/network/data/sites' )
				.map( ( request ) => [
					request.query.page,
					request.query.perPage,
					request.query.search,
				] )
		).toEqual( [
			[ '1', '100', 'shop' ],
			[ '2', '100', 'shop' ],
		] );
		expect( byName( `'=HYPERLINK("http://evil.example")` ) ).toEqual( [
			`'=HYPERLINK("http://evil.example")`,
			'http://example.org/shop-evil/',
			'Connected',
			'Search Console, Analytics',
			'Ada Admin',
			'0',
			'3',
			'1234.5',
			'EUR',
			'Olga, Owner',
		] );
		expect( byName( 'Shop 007' )?.slice( 5, 9 ) ).toEqual( [
			'700',
			'70',
			'',
			'',
		] );
		// Read lazily on the page: in the file too.
		expect( byName( 'Shop 000 unknown' )?.slice( 5, 7 ) ).toEqual( [
			'77',
			'7',
		] );
		expect( file.text ).toContain( '\r\n' );
	} );

	it( 'holds only the sites where Google refused access while that filter is on', async () => {
		render(
			<Root registry={ createTestRegistry() }>
				<NetworkOverview />
			</Root>
		);
		await waitFor( () => screen.getByRole( 'link', { name: 'Bakery' } ) );
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Only sites where Google refused access',
			} )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Bakery' } )
			).not.toBeInTheDocument()
		);
		const file = await downloadCsvFrom(
			screen.getByRole( 'button', { name: 'Download CSV' } )
		);
		expect( file.name ).toBe(
			'harvest-network_sites-refused_2026-10-30_2026-11-26.csv'
		);
		const records = parseCsv( file.text.replace( /^\uFEFF/, '' ) );
		expect( records.slice( 1 ).map( ( record ) => record[ 0 ] ) ).toEqual( [
			`'=HYPERLINK("http://evil.example")`,
		] );
	} );
} );
