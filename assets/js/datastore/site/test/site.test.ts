/**
 * Internal dependencies
 */
import { get } from '../../../api';
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../registry';
import type { Registry } from '../../types';
import { siteStore } from '..';

describe( 'core/site', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData( {
			adminURL: 'http://example.org/wp-admin/',
			homeURL: 'http://example.org/',
			siteName: 'Example',
			permaLink: 'http://example.org/hello-world/',
			currentEntityTitle: 'Hello world',
			connectURL:
				'http://example.org/wp-admin/index.php?action=googlesitekit_connect&nonce=n1',
		} );
		server = fakeServer();
		server.on( 'GET', 'core/site/data/connection', {
			body: {
				connected: true,
				resettable: true,
				setupCompleted: true,
				hasConnectedAdmins: true,
				ownerID: 1,
				hasMultipleAdmins: false,
			},
		} );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		window.localStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'answers the connection once it has loaded', async () => {
		expect( registry.select( siteStore ).isConnected() ).toBeUndefined();

		await registry.resolveSelect( siteStore ).isConnected();
		await registry.resolveSelect( siteStore ).getOwnerID();

		const select = registry.select( siteStore );
		expect( select.isConnected() ).toBe( true );
		expect( select.isResettable() ).toBe( true );
		expect( select.isSetupCompleted() ).toBe( true );
		expect( select.getOwnerID() ).toBe( 1 );
		expect(
			server.requestsTo( 'GET', 'core/site/data/connection' )
		).toHaveLength( 1 );
	} );

	it( 'reads the site from the boot data', async () => {
		await registry.resolveSelect( siteStore ).getSiteInfo();
		const select = registry.select( siteStore );
		expect( select.getAdminURL() ).toBe( 'http://example.org/wp-admin/' );
		expect(
			select.getAdminURL( 'googlesitekit-splash', { context: 'revoked' } )
		).toBe(
			'http://example.org/wp-admin/admin.php?page=googlesitekit-splash&context=revoked'
		);
		expect( select.getHomeURL() ).toBe( 'http://example.org/' );
		expect( select.getSiteName() ).toBe( 'Example' );
		expect( select.getCurrentEntityURL() ).toBe(
			'http://example.org/hello-world/'
		);
		expect( select.getCurrentEntityTitle() ).toBe( 'Hello world' );
		expect( select.getSetupErrorCode() ).toBeNull();
		expect( select.getProxyPermissionsURL() ).toBe(
			'https://myaccount.google.com/permissions'
		);
		expect( server.requests ).toHaveLength( 0 );
	} );

	it( 'reads the setup error the OAuth flow left in the boot data', async () => {
		setTestBaseData( {
			setupErrorCode: 'access_denied',
			setupErrorMessage: 'The user denied access.',
			setupErrorRedoURL: 'http://example.org/redo',
		} );
		await registry.resolveSelect( siteStore ).getSiteInfo();
		const select = registry.select( siteStore );
		expect( select.getSetupErrorCode() ).toBe( 'access_denied' );
		expect( select.getSetupErrorMessage() ).toBe(
			'The user denied access.'
		);
		expect( select.getSetupErrorRedoURL() ).toBe(
			'http://example.org/redo'
		);
	} );

	it( 'builds the connect URL with additional scopes and a redirect', async () => {
		await registry.resolveSelect( siteStore ).getConnectURL();
		const select = registry.select( siteStore );
		expect( select.getConnectURL() ).toBe(
			'http://example.org/wp-admin/index.php?action=googlesitekit_connect&nonce=n1'
		);
		expect(
			select.getConnectURL( {
				additionalScopes: [
					'https://www.googleapis.com/auth/adsense.readonly',
				],
				redirectURL:
					'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard',
			} )
		).toBe(
			'http://example.org/wp-admin/index.php?action=googlesitekit_connect&nonce=n1' +
				'&additional_scopes[]=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fadsense.readonly' +
				'&redirect=http%3A%2F%2Fexample.org%2Fwp-admin%2Fadmin.php%3Fpage%3Dgooglesitekit-dashboard'
		);
	} );

	it( 'links documentation by slug', () => {
		expect(
			registry
				.select( siteStore )
				.getDocumentationLinkURL( 'fix-common-issues' )
		).toBe(
			'https://sitekit.withgoogle.com/support/?doc=fix-common-issues'
		);
	} );

	it( 'resets the plugin, then clears the cache and Site Kit’s storage', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', { body: [] } );
		server.on( 'POST', 'core/site/data/reset', { body: true } );
		await get( 'modules', 'analytics', 'accounts' );
		window.localStorage.setItem( 'googlesitekit_dismissed', '1' );
		window.localStorage.setItem( 'other_plugin', '1' );

		const { response } = await registry.dispatch( siteStore ).reset();

		expect( response ).toBe( true );
		expect( window.sessionStorage ).toHaveLength( 0 );
		expect( Object.keys( window.localStorage ) ).toEqual( [
			'other_plugin',
		] );
		expect( registry.select( siteStore ).isResetting() ).toBe( false );
	} );

	it( 'stores the error and keeps the storage when the reset fails', async () => {
		server.on( 'POST', 'core/site/data/reset', {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'No.',
				data: { status: 403 },
			},
		} );
		window.sessionStorage.setItem( 'googlesitekit_1.99.0_abc123_x', '{}' );

		const { error } = await registry.dispatch( siteStore ).reset();

		expect( error?.code ).toBe( 'rest_forbidden' );
		expect(
			registry.select( siteStore ).getErrorForAction( 'reset' )
		).toEqual( error );
		expect( window.sessionStorage ).toHaveLength( 1 );
	} );

	it( 'reads and saves the admin bar setting', async () => {
		server.on( 'GET', 'core/site/data/admin-bar-settings', {
			body: { enabled: true },
		} );
		server.on( 'POST', 'core/site/data/admin-bar-settings', {
			body: { enabled: false },
		} );
		await expect(
			registry.resolveSelect( siteStore ).getShowAdminBar()
		).resolves.toBe( true );

		await registry.dispatch( siteStore ).setShowAdminBar( false );

		expect(
			server.requestsTo(
				'POST',
				'core/site/data/admin-bar-settings'
			)[ 0 ].body
		).toEqual( { data: { enabled: false } } );
		expect( registry.select( siteStore ).getShowAdminBar() ).toBe( false );
	} );

	it( 'saves the OAuth client and keeps what the server answered, never the secret', async () => {
		const client = {
			clientID: 'id.apps.googleusercontent.com',
			hasSecret: true,
			source: 'option',
			redirectURI:
				'http://example.org/wp-admin/index.php?oauth2callback=1',
		};
		server.on( 'POST', 'core/site/data/oauth-client', { body: client } );

		await registry.dispatch( siteStore ).saveOAuthClient( {
			clientID: 'id.apps.googleusercontent.com',
			clientSecret: 's3cret',
		} );

		expect(
			server.requestsTo( 'POST', 'core/site/data/oauth-client' )[ 0 ].body
		).toEqual( {
			data: {
				clientID: 'id.apps.googleusercontent.com',
				clientSecret: 's3cret',
			},
		} );
		expect( registry.select( siteStore ).getOAuthClient() ).toEqual(
			client
		);
	} );

	it( 'stores the OAuth client error without the credentials in its key', async () => {
		server.on( 'POST', 'core/site/data/oauth-client', {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): clientID',
				data: { status: 400, params: { clientID: 'Not a client ID.' } },
			},
		} );
		await registry
			.dispatch( siteStore )
			.saveOAuthClient( { clientID: 'x', clientSecret: 'y' } );
		expect(
			registry.select( siteStore ).getErrorForAction( 'saveOAuthClient' )
		).toEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): clientID',
			data: { status: 400, params: { clientID: 'Not a client ID.' } },
		} );
	} );
} );
