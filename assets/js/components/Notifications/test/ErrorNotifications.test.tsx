/**
 * External dependencies
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { locationStore } from '../../../datastore/location';
import { modulesStore } from '../../../datastore/modules';
import { reportsStore } from '../../../datastore/reports';
import { userStore } from '../../../datastore/user';
import type { Authentication } from '../../../datastore/user/types';
import {
	authenticationFixture,
	CONNECT_URL,
	moduleFixture,
	SCOPES,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import ErrorNotifications, {
	SharedDataAuthErrorBanner,
} from '../ErrorNotifications';
import { TAG_MANAGER_READ_SCOPE } from '../scopes';

const TITLE = 'Site Kit can’t access necessary data';
const MODULES = [
	moduleFixture( 'search-console', { connected: true } ),
	moduleFixture( 'analytics', { connected: true } ),
	moduleFixture( 'adsense', { connected: true } ),
	moduleFixture( 'pagespeed-insights', { active: false } ),
];

describe( 'ErrorNotifications', () => {
	let t: ModuleTest;

	/**
	 * Renders with the given authentication answer.
	 *
	 * @param auth     Changes to a signed-in user's authentication.
	 * @param features Feature flags.
	 */
	async function renderWith(
		auth: Partial< Authentication >,
		features: Record< string, boolean > = {}
	) {
		t.server.on( 'GET', 'core/user/data/authentication', {
			body: { ...authenticationFixture(), ...auth },
		} );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			features,
		};
		t.render( <ErrorNotifications /> );
		// Both reads have answered: what shows now is what stays.
		await waitFor( () => {
			expect(
				t.registry.select( userStore ).getAuthentication()
			).toBeDefined();
			expect(
				t.registry.select( modulesStore ).getModules()
			).toBeDefined();
		} );
		await act( async () => undefined );
	}

	beforeEach( () => {
		t = setUpModuleTest( { modules: MODULES } );
	} );

	afterEach( () => t.cleanup() );

	it( 'shows nothing when every scope is granted', async () => {
		await renderWith( { unsatisfiedScopes: [] } );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'says once that nothing changed after the admin declined more access at Google', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=googlesitekit-dashboard&notification=scope_denied#traffic'
		);
		await renderWith( { unsatisfiedScopes: [] } );
		expect(
			screen.getByText(
				'You declined the extra access Google asked for, so nothing changed.'
			)
		).toBeInTheDocument();
		// A reload would not say it again.
		expect( window.location.search ).toBe(
			'?page=googlesitekit-dashboard'
		);
		expect( window.location.hash ).toBe( '#traffic' );
		// The reload.
		cleanup();
		t.cleanup();

		t = setUpModuleTest( { modules: MODULES } );
		await renderWith( { unsatisfiedScopes: [] } );
		expect(
			screen.queryByText( /You declined the extra access/ )
		).not.toBeInTheDocument();
	} );

	it( 'shows the auth error with its message and the reconnect link', async () => {
		await renderWith( {
			unsatisfiedScopes: [ SCOPES.adsense ],
			authError: {
				code: 'oauth_token_error',
				message: 'Google no longer accepts your sign-in.',
				data: { reconnectURL: 'http://example.org/reconnect' },
			},
		} );
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( TITLE );
		expect( alert ).toHaveTextContent(
			'Google no longer accepts your sign-in.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Redo the plugin setup' } )
		).toHaveAttribute( 'href', 'http://example.org/reconnect' );
		// One banner: the auth error covers the missing scopes too.
		expect( screen.getAllByRole( 'alert' ) ).toHaveLength( 1 );
	} );

	it( 'names the one service that lacks a permission and links to Google for the missing scope', async () => {
		await renderWith( { unsatisfiedScopes: [ SCOPES.adsense ] } );
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( TITLE );
		expect( alert ).toHaveTextContent(
			'Site Kit can’t show data from AdSense because'
		);
		const href =
			screen
				.getByRole( 'link', { name: 'Redo setup' } )
				.getAttribute( 'href' ) ?? '';
		expect( href.startsWith( CONNECT_URL ) ).toBe( true );
		expect(
			new URL( href ).searchParams.getAll( 'additional_scopes[]' )
		).toEqual( [ SCOPES.adsense ] );
	} );

	it( 'lists several services', async () => {
		await renderWith( {
			unsatisfiedScopes: [ SCOPES.analytics, SCOPES.adsense ],
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'every permission they need: Analytics, AdSense.'
		);
	} );

	it( 'speaks generally of a scope outside Google’s APIs or of no known service', async () => {
		await renderWith( { unsatisfiedScopes: [ 'openid' ] } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Site Kit can’t show some of your data'
		);
	} );

	it( 'asks to detect tag updates when only Tag Manager’s read scope is missing and gteSupport is on', async () => {
		await renderWith(
			{ unsatisfiedScopes: [ TAG_MANAGER_READ_SCOPE ] },
			{ gteSupport: true }
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Site Kit needs additional permissions to detect updates to tags on your site'
		);
		expect(
			screen.getByRole( 'link', { name: 'Grant permission' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Learn more' } )
		).toBeInTheDocument();
	} );

	it( 'is generic for that scope when gteSupport is off', async () => {
		await renderWith(
			{ unsatisfiedScopes: [ TAG_MANAGER_READ_SCOPE ] },
			{ gteSupport: false }
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Site Kit can’t show some of your data'
		);
	} );

	it( 'shows nothing to a user who is not signed in with Google', async () => {
		await renderWith( {
			authenticated: false,
			unsatisfiedScopes: [ SCOPES.adsense ],
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'hides while the page goes to Google', async () => {
		await renderWith( { unsatisfiedScopes: [ SCOPES.adsense ] } );
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		await act( async () => {
			await t.registry
				.dispatch( locationStore )
				.navigateTo( 'http://example.org/wp-admin/authorize' );
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'SharedDataAuthErrorBanner', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest( { modules: MODULES } );
	} );

	afterEach( () => t.cleanup() );

	it( 'tells a viewer that the sharing admin must sign in again, without a button', () => {
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			sharedDataAuthError: true,
		};
		t.render( <SharedDataAuthErrorBanner /> );
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( TITLE );
		expect( alert ).toHaveTextContent(
			'Site Kit can’t show its data. Ask them to sign in with Google again.'
		);
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'shows once a report on the page comes back stale because the sign-in was refused', async () => {
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			sharedDataAuthError: false,
		};
		t.render( <SharedDataAuthErrorBanner /> );
		act( () => {
			t.registry.dispatch( reportsStore ).receiveReport( 'a', {
				value: { rows: [] },
				stale: {
					since: 1714640000,
					code: 'internal_server_error',
					message: 'Google is down.',
				},
			} );
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		act( () => {
			t.registry.dispatch( reportsStore ).receiveReport( 'b', {
				value: { rows: [] },
				stale: {
					since: 1714640000,
					code: 'oauth_token_error',
					message: 'Google no longer accepts the access…',
				},
			} );
		} );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( TITLE );
	} );

	it( 'shows nothing while the shared data can be fetched', () => {
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			sharedDataAuthError: false,
		};
		t.render( <SharedDataAuthErrorBanner /> );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
