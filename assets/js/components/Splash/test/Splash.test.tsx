/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../Root';
import OAuthClientForm from '../OAuthClientForm';
import SplashScreen from '../SplashScreen';
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../../datastore/registry';
import type { Registry } from '../../../datastore/types';

const NO_CLIENT = {
	clientID: '',
	hasSecret: false,
	source: '',
	redirectURI: 'http://example.org/wp-admin/index.php?oauth2callback=1',
};
const DEMO_ID = 'sitekit-demo-client.apps.googleusercontent.com';

describe( 'the splash screen', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData( {
			adminURL: 'http://example.org/wp-admin/',
			connectURL:
				'http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect&_wpnonce=abc',
		} );
		server = fakeServer();
		server.on( 'GET', 'core/user/data/authentication', {
			body: {
				authenticated: false,
				requiredScopes: [],
				grantedScopes: [],
				unsatisfiedScopes: [],
				needsReauthentication: false,
				disconnectedReason: '',
				authError: null,
				profile: null,
			},
		} );
		server.on( 'GET', 'core/modules/data/list', { body: [] } );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	const renderSplash = ( query = '' ) =>
		render(
			<Root registry={ registry }>
				<SplashScreen query={ new URLSearchParams( query ) } />
			</Root>
		);

	it( 'keeps "Sign in with Google" disabled until an OAuth client is saved', async () => {
		server.on( 'GET', 'core/site/data/oauth-client', { body: NO_CLIENT } );
		renderSplash();
		await screen.findByLabelText( 'Client ID' );
		expect(
			screen.getByRole( 'button', { name: 'Sign in with Google' } )
		).toBeDisabled();
	} );

	it( 'asks no client of a site that uses the network’s: names it and offers the sign-in at once', async () => {
		server.on( 'GET', 'core/site/data/oauth-client', {
			body: {
				clientID: DEMO_ID,
				hasSecret: true,
				source: 'network',
				redirectURI: NO_CLIENT.redirectURI,
			},
		} );
		renderSplash();
		expect(
			await screen.findByText(
				`This site uses the OAuth client ${ DEMO_ID }, set for the whole network by its administrator.`
			)
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'link', { name: 'Sign in with Google' } )
		).toBeInTheDocument();
		expect( screen.queryByLabelText( 'Client ID' ) ).toBeNull();
	} );

	it( 'saves the client, then offers the sign-in link to the connect URL, redirecting to Search Console setup', async () => {
		server.on( 'GET', 'core/site/data/oauth-client', { body: NO_CLIENT } );
		server.on( 'GET', 'core/modules/data/list', {
			body: [
				{
					slug: 'search-console',
					name: 'Search Console',
					active: true,
					connected: false,
					forceActive: true,
					internal: false,
					order: 1,
					dependencies: [],
					dependants: [],
					owner: null,
					requiredScopes: [],
					checkRequirementsError: null,
					shareable: true,
					description: '',
					homepage: '',
				},
			],
		} );
		server.on( 'POST', 'core/site/data/oauth-client', ( request ) => ( {
			body: {
				clientID: ( request.body as { data: { clientID: string } } )
					.data.clientID,
				hasSecret: true,
				source: 'option',
				redirectURI: NO_CLIENT.redirectURI,
			},
		} ) );
		renderSplash();
		fireEvent.change( await screen.findByLabelText( 'Client ID' ), {
			target: { value: DEMO_ID },
		} );
		fireEvent.change( screen.getByLabelText( 'Client secret' ), {
			target: { value: 'sitekit-demo-secret' },
		} );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Save OAuth client' } )
			);
		} );

		const link = await screen.findByRole( 'link', {
			name: 'Sign in with Google',
		} );
		const href = new URL( link.getAttribute( 'href' ) || '' );
		expect( href.searchParams.get( 'action' ) ).toBe(
			'googlesitekit_connect'
		);
		expect( href.searchParams.get( 'redirect' ) ).toBe(
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=search-console&reAuth=true'
		);
		expect(
			screen.getByText(
				/This site uses the OAuth client sitekit-demo-client/
			)
		).toBeInTheDocument();
		expect(
			server.requestsTo( 'POST', 'core/site/data/oauth-client' )[ 0 ].body
		).toEqual( {
			data: { clientID: DEMO_ID, clientSecret: 'sitekit-demo-secret' },
		} );
	} );

	it.each( [
		[
			'context=revoked',
			'You disconnected your Google account from Site Kit.',
		],
		[
			'notification=reset_success',
			'Site Kit was reset: its settings and connections were removed.',
		],
		[
			'error_code=access_denied',
			'You did not allow Site Kit to access your Google account',
		],
	] )(
		'explains what happened for %s, once: a reload does not tell it again',
		async ( query, text ) => {
			server.on( 'GET', 'core/site/data/oauth-client', {
				body: NO_CLIENT,
			} );
			window.history.replaceState(
				null,
				'',
				`/wp-admin/admin.php?page=googlesitekit-splash&${ query }#top`
			);
			renderSplash( window.location.search );
			expect(
				await screen.findByText( new RegExp( text ) )
			).toBeInTheDocument();
			// The address the reload would open.
			expect( window.location.search ).toBe(
				'?page=googlesitekit-splash'
			);
			expect( window.location.hash ).toBe( '#top' );
		}
	);

	it( 'shows the setup error banner with a redo link and a help link', async () => {
		setTestBaseData( {
			adminURL: 'http://example.org/wp-admin/',
			connectURL:
				'http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect',
			setupErrorCode: 'invalid_grant',
			setupErrorMessage: 'Bad Request',
			setupErrorRedoURL: 'http://example.org/redo',
		} );
		registry = createTestRegistry();
		server.on( 'GET', 'core/site/data/oauth-client', { body: NO_CLIENT } );
		renderSplash();
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Error connecting Site Kit' );
		expect( alert ).toHaveTextContent( 'Bad Request' );
		expect(
			screen.getByRole( 'link', { name: 'Redo the plugin setup' } )
		).toHaveAttribute( 'href', 'http://example.org/redo' );
		expect(
			screen.getByRole( 'link', { name: 'Get help' } )
		).toHaveAttribute( 'target', '_blank' );
	} );
} );

describe( 'OAuthClientForm', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData( { adminURL: 'http://example.org/wp-admin/' } );
		server = fakeServer();
		server.on( 'GET', 'core/site/data/oauth-client', { body: NO_CLIENT } );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		delete window._googlesitekitBaseData;
	} );

	it( 'refuses a client ID that is not a Google one without calling the server', async () => {
		render(
			<Root registry={ registry }>
				<OAuthClientForm />
			</Root>
		);
		fireEvent.change( screen.getByLabelText( 'Client ID' ), {
			target: { value: 'my-client' },
		} );
		fireEvent.change( screen.getByLabelText( 'Client secret' ), {
			target: { value: 's' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Save OAuth client' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The client ID must look like'
		);
		expect(
			server.requestsTo( 'POST', 'core/site/data/oauth-client' )
		).toHaveLength( 0 );
	} );

	it( 'shows the server’s error and keeps what was typed when saving fails', async () => {
		server.on( 'POST', 'core/site/data/oauth-client', {
			status: 500,
			body: {
				code: 'internal_server_error',
				message: 'irrelevant',
				data: { status: 500 },
			},
		} );
		const onSaved = jest.fn();
		render(
			<Root registry={ registry }>
				<OAuthClientForm onSaved={ onSaved } />
			</Root>
		);
		fireEvent.change( screen.getByLabelText( 'Client ID' ), {
			target: { value: DEMO_ID },
		} );
		fireEvent.change( screen.getByLabelText( 'Client secret' ), {
			target: { value: 'sitekit-demo-secret' },
		} );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Save OAuth client' } )
			);
		} );
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'There was a critical error on this website while fetching data.'
			)
		);
		expect( screen.getByLabelText( 'Client ID' ) ).toHaveValue( DEMO_ID );
		expect( screen.getByLabelText( 'Client secret' ) ).toHaveValue(
			'sitekit-demo-secret'
		);
		expect( onSaved ).not.toHaveBeenCalled();
	} );
} );
