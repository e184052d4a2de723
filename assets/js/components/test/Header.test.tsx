/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Header from '../Header';
import Root from '../Root';
import ScreenLayout from '../ScreenLayout';
import { fakeServer, type FakeServer } from '../../api/test/fake-server';
import { createTestRegistry } from '../../datastore/registry';

describe( 'Header', () => {
	it( 'links the logo to the dashboard with an accessible name', () => {
		render(
			<Header dashboardURL="http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard" />
		);
		const link = screen.getByRole( 'link', {
			name: 'Go to the Site Kit dashboard',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard'
		);
		expect( link ).toHaveTextContent( 'Site Kit' );
	} );

	it( 'shows the menus it is given on the right', () => {
		render(
			<Header dashboardURL="#">
				<button type="button">Help</button>
			</Header>
		);
		expect(
			screen.getByRole( 'button', { name: 'Help' } )
		).toBeInTheDocument();
	} );
} );

describe( 'ScreenLayout', () => {
	let server: FakeServer;

	beforeEach( () => {
		server = fakeServer();
		server.on( 'GET', 'core/user/data/authentication', {
			body: { authenticated: false },
		} );
		server.on( 'GET', 'core/modules/data/list', { body: [] } );
	} );

	afterEach( () => {
		server.restore();
		delete window._googlesitekitBaseData;
	} );

	it( 'puts the header, the title and the content on the screen, with the logo linking to the dashboard of the boot data', () => {
		window._googlesitekitBaseData = {
			pages: { dashboard: 'http://example.org/dash' },
		};
		render(
			<Root registry={ createTestRegistry() }>
				<ScreenLayout title="Settings">
					<p>Body text</p>
				</ScreenLayout>
			</Root>
		);
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Settings' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Body text' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Go to the Site Kit dashboard' } )
		).toHaveAttribute( 'href', 'http://example.org/dash' );
	} );
} );
