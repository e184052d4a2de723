/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
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
import Root from '../../Root';
import NetworkOverview from '../NetworkOverview';
import {
	UNKNOWN,
	fakeNetworkRoutes,
	knownFigures,
	siteFixture,
	type NetworkRoutes,
} from './network-routes';

describe( 'the network overview', () => {
	let server: FakeServer;
	let routes: NetworkRoutes;

	const show = () =>
		render(
			<Root registry={ createTestRegistry() }>
				<NetworkOverview />
			</Root>
		);
	const rowOf = ( name: string ) =>
		screen.getByRole( 'link', { name } ).closest( 'tr' ) as HTMLElement;

	beforeEach( () => {
		setTestBaseData( { networkName: 'Harvest Network', siteName: 'Main' } );
		server = fakeServer();
		routes = {
			sites: [
				siteFixture( 1, {
					name: 'Harvest & Hearth',
					figures: knownFigures( 1250, 87, {
						value: 12.34,
						currency: 'USD',
					} ),
				} ),
				siteFixture( 2, {
					name: 'Kitchen',
					refused: [ { id: 5, name: 'Kim Kitchen' } ],
				} ),
				siteFixture( 3, {
					name: 'Garden',
					state: 'not-connected',
					services: [],
					owner: null,
					figures: knownFigures( null, null ),
				} ),
				siteFixture( 4, {
					name: 'Bakery',
					figures: {
						...knownFigures( null, null ),
						errors: {
							visitors:
								'Google no longer accepts the owner’s access.',
							clicks: 'Google no longer accepts the owner’s access.',
						},
					},
				} ),
			],
			figures: {},
			reset: [],
		};
		fakeNetworkRoutes( server, routes );
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'lists each site with its state, services, owner, refused users and figures formatted like the dashboard', async () => {
		show();
		const harvest = await waitFor( () => rowOf( 'Harvest & Hearth' ) );
		expect(
			within( harvest ).getByRole( 'link', { name: 'Harvest & Hearth' } )
		).toHaveAttribute(
			'href',
			'http://example.org/site-1/wp-admin/admin.php?page=googlesitekit-dashboard'
		);
		expect( harvest ).toHaveTextContent( 'Connected' );
		expect( harvest ).toHaveTextContent( 'Search Console, Analytics' );
		expect( harvest ).toHaveTextContent( 'Ada Admin' );
		expect( harvest ).toHaveTextContent( '1.3K' );
		expect( harvest ).toHaveTextContent( '87' );
		expect( harvest ).toHaveTextContent( '$12.34' );
		expect(
			within( harvest ).getByRole( 'link', {
				name: 'Settings Harvest & Hearth',
			} )
		).toHaveAttribute(
			'href',
			'http://example.org/site-1/wp-admin/admin.php?page=googlesitekit-settings'
		);

		const garden = rowOf( 'Garden' );
		expect( garden ).toHaveTextContent( 'Not connected' );
		expect( garden ).toHaveTextContent( 'None' );
		// Nothing to reset on a site that is not connected; a connected one offers it.
		expect(
			within( garden ).queryByRole( 'button', {
				name: /Reset connection/,
			} )
		).toBeNull();
		expect(
			within( harvest ).getByRole( 'button', {
				name: 'Reset connection Harvest & Hearth',
			} )
		).toBeInTheDocument();
		expect( rowOf( 'Kitchen' ) ).toHaveTextContent(
			'Google refused access: Kim Kitchen'
		);
		expect( rowOf( 'Harvest & Hearth' ) ).not.toHaveTextContent(
			'Google refused access'
		);
		// Google's refusal of a site's figures: "Error" in their cells, what Google said once in the row.
		const bakery = rowOf( 'Bakery' );
		expect(
			within( bakery )
				.getAllByRole( 'cell' )
				.filter( ( cell ) => cell.textContent === 'Error' )
		).toHaveLength( 2 );
		expect(
			within( bakery ).getAllByText(
				'Figures could not be read: Google no longer accepts the owner’s access.'
			)
		).toHaveLength( 1 );
		// Every figure was in the cache: nothing is read site by site.
		expect(
			server.requestsTo( 'GET', 'core/network/data/site-figures' )
		).toEqual( [] );
		expect(
			server.requestsTo( 'GET', 'core/network/data/sites' )[ 0 ].query
		).toMatchObject( {
			page: '1',
			perPage: '20',
			orderby: 'name',
			order: 'asc',
		} );
	} );

	it( 'reads unknown figures three sites at a time, each cell loading on its own, an error in its row only', async () => {
		routes.sites = [ 1, 2, 3, 4, 5 ].map( ( id ) =>
			siteFixture( id, { figures: UNKNOWN } )
		);
		routes.figures = {
			1: knownFigures( 1000, 11 ),
			2: knownFigures( 2000, 22 ),
			3: 500,
			4: knownFigures( 4000, 44 ),
			5: knownFigures( 5000, 55 ),
		};
		let release: () => void = () => undefined;
		const gate = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		const fetch = window.fetch;
		window.fetch = ( async (
			input: RequestInfo | URL,
			init?: RequestInit
		) => {
			const answer = fetch( input, init );
			if ( String( input ).includes( 'site-figures' ) ) {
				await gate;
			}
			return answer;
		} ) as typeof window.fetch;

		show();
		await waitFor( () => rowOf( 'Site 5' ) );
		await waitFor( () =>
			expect(
				server.requestsTo( 'GET', 'core/network/data/site-figures' )
			).toHaveLength( 3 )
		);
		expect( rowOf( 'Site 1' ) ).toHaveTextContent( 'Loading…' );
		expect( rowOf( 'Site 5' ) ).toHaveTextContent( 'Loading…' );
		// Still three: the others wait for a free place.
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 20 ) )
		);
		expect(
			server.requestsTo( 'GET', 'core/network/data/site-figures' )
		).toHaveLength( 3 );

		release();
		await waitFor( () =>
			expect( rowOf( 'Site 5' ) ).toHaveTextContent( '5K' )
		);
		expect(
			server
				.requestsTo( 'GET', 'core/network/data/site-figures' )
				.map( ( request ) => request.query.site )
				.sort()
		).toEqual( [ '1', '2', '3', '4', '5' ] );
		expect( rowOf( 'Site 1' ) ).toHaveTextContent( '1K' );
		const failed = rowOf( 'Site 3' );
		expect( within( failed ).getByRole( 'alert' ) ).toHaveTextContent(
			'Figures could not be read'
		);
		expect( failed ).toHaveTextContent( 'Not loaded' );
		expect( rowOf( 'Site 4' ) ).not.toHaveTextContent(
			'could not be read'
		);
		expect( screen.getAllByRole( 'alert' ) ).toHaveLength( 1 );
	} );

	it( 'sorts by a column from the keyboard and says so with aria-sort', async () => {
		const user = userEvent.setup();
		show();
		await waitFor( () => rowOf( 'Garden' ) );
		const visitors = screen.getByRole( 'button', { name: 'Visitors' } );
		visitors.focus();
		await user.keyboard( '{Enter}' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'columnheader', { name: /Visitors/ } )
			).toHaveAttribute( 'aria-sort', 'descending' )
		);
		expect(
			screen.getByRole( 'columnheader', { name: /Site/ } )
		).toHaveAttribute( 'aria-sort', 'none' );
		const last = server
			.requestsTo( 'GET', 'core/network/data/sites' )
			.pop();
		expect( last?.query ).toMatchObject( {
			orderby: 'visitors',
			order: 'desc',
			page: '1',
		} );
		// Largest first, the site without the figure last.
		await waitFor( () => {
			const names = screen
				.getAllByRole( 'row' )
				.slice( 1 )
				.map(
					( row ) =>
						within( row ).getAllByRole( 'link' )[ 0 ].textContent
				);
			expect( names ).toEqual( [
				'Harvest & Hearth',
				'Kitchen',
				'Garden',
				'Bakery',
			] );
		} );
		await user.keyboard( ' ' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'columnheader', { name: /Visitors/ } )
			).toHaveAttribute( 'aria-sort', 'ascending' )
		);
	} );

	it( 'searches by name or URL, pages through 20 sites at a time and filters the refused', async () => {
		const user = userEvent.setup();
		routes.sites = Array.from( { length: 45 }, ( _, index ) =>
			siteFixture( index + 1, {
				name: `Site ${ String( index + 1 ).padStart( 2, '0' ) }`,
				refused:
					index === 30 ? [ { id: 9, name: 'Rita Refused' } ] : [],
			} )
		);
		show();
		await waitFor( () => rowOf( 'Site 01' ) );
		expect( screen.getAllByRole( 'row' ) ).toHaveLength( 21 );
		expect( screen.getByText( '45 sites' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await waitFor( () => rowOf( 'Site 21' ) );
		expect( screen.getByText( 'Page 2 of 3' ) ).toBeInTheDocument();

		await user.type(
			screen.getByRole( 'searchbox', {
				name: 'Search sites by name or URL',
			} ),
			'site-4{Enter}'
		);
		await waitFor( () => rowOf( 'Site 40' ) );
		expect( screen.getByText( 'Page 1 of 1' ) ).toBeInTheDocument();
		expect(
			server.requestsTo( 'GET', 'core/network/data/sites' ).pop()?.query
		).toMatchObject( { search: 'site-4', page: '1' } );
		expect( screen.getAllByRole( 'row' ) ).toHaveLength( 1 + 7 ); // site-4 and site-40 … site-45

		await user.clear( screen.getByRole( 'searchbox' ) );
		await user.type( screen.getByRole( 'searchbox' ), '{Enter}' );
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Only sites where Google refused access',
			} )
		);
		await waitFor( () =>
			expect( screen.getAllByRole( 'row' ) ).toHaveLength( 2 )
		);
		expect( rowOf( 'Site 31' ) ).toHaveTextContent( 'Rita Refused' );
	} );

	it( 'resets one site after confirming, and shows the list as it is then', async () => {
		const user = userEvent.setup();
		show();
		await waitFor( () => rowOf( 'Kitchen' ) );
		await user.click(
			within( rowOf( 'Kitchen' ) ).getByRole( 'button', {
				name: 'Reset connection Kitchen',
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Reset Site Kit on Kitchen?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( routes.reset ).toEqual( [] );

		await user.click(
			within( rowOf( 'Kitchen' ) ).getByRole( 'button', {
				name: 'Reset connection Kitchen',
			} )
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Reset connection',
			} )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'Site Kit’s connection of Kitchen was reset.'
			)
		);
		expect( routes.reset ).toEqual( [ 2 ] );
		expect(
			server.requestsTo( 'POST', 'core/network/data/reset-site' )[ 0 ]
				.body
		).toEqual( { site: 2 } );
		await waitFor( () =>
			expect( rowOf( 'Kitchen' ) ).toHaveTextContent( 'Not connected' )
		);
		expect( rowOf( 'Harvest & Hearth' ) ).toHaveTextContent( 'Connected' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
