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
import { userStore } from '..';
import type { Authentication } from '../types';

const authentication: Authentication = {
	authenticated: true,
	requiredScopes: [ 'openid', 'https://www.googleapis.com/auth/webmasters' ],
	grantedScopes: [ 'openid' ],
	unsatisfiedScopes: [ 'https://www.googleapis.com/auth/webmasters' ],
	needsReauthentication: true,
	disconnectedReason: '',
	authError: null,
	profile: {
		email: 'admin@example.org',
		name: 'Ada Admin',
		picture: 'http://example.org/ada.png',
	},
};

describe( 'core/user authentication', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		server.on( 'GET', 'core/user/data/authentication', {
			body: authentication,
		} );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'answers undefined while the authentication state loads, then the profile', async () => {
		expect( registry.select( userStore ).getEmail() ).toBeUndefined();
		expect(
			registry.select( userStore ).isAuthenticated()
		).toBeUndefined();

		await registry.resolveSelect( userStore ).getEmail();

		const select = registry.select( userStore );
		expect( select.isAuthenticated() ).toBe( true );
		expect( select.getEmail() ).toBe( 'admin@example.org' );
		expect( select.getName() ).toBe( 'Ada Admin' );
		expect( select.getPicture() ).toBe( 'http://example.org/ada.png' );
	} );

	it( 'fetches once, whichever selectors are read, and then answers from the store', async () => {
		registry.select( userStore ).getEmail();
		registry.select( userStore ).hasScope( 'openid' );
		await registry.resolveSelect( userStore ).getUnsatisfiedScopes();
		await registry.resolveSelect( userStore ).needsReauthentication();
		registry.select( userStore ).getGrantedScopes();

		expect(
			server.requestsTo( 'GET', 'core/user/data/authentication' )
		).toHaveLength( 1 );
	} );

	it( 'tells granted, required and unsatisfied scopes apart', async () => {
		await registry.resolveSelect( userStore ).getAuthentication();
		const select = registry.select( userStore );
		expect( select.hasScope( 'openid' ) ).toBe( true );
		expect(
			select.hasScope( 'https://www.googleapis.com/auth/webmasters' )
		).toBe( false );
		expect( select.getRequiredScopes() ).toEqual(
			authentication.requiredScopes
		);
		expect( select.getUnsatisfiedScopes() ).toEqual( [
			'https://www.googleapis.com/auth/webmasters',
		] );
		expect( select.needsReauthentication() ).toBe( true );
		expect( select.getAuthError() ).toBeNull();
	} );

	it( 'exposes the auth error with its reconnect URL', async () => {
		server.on( 'GET', 'core/user/data/authentication', {
			body: {
				...authentication,
				authError: {
					code: 'oauth_token_error',
					message: 'The token was revoked.',
					data: { reconnectURL: 'http://example.org/reconnect' },
				},
			},
		} );
		await expect(
			registry.resolveSelect( userStore ).getAuthError()
		).resolves.toEqual( {
			code: 'oauth_token_error',
			message: 'The token was revoked.',
			data: { reconnectURL: 'http://example.org/reconnect' },
		} );
	} );

	it( 'stores a failed read as the selector’s error, and clears it when a later read succeeds', async () => {
		server.on( 'GET', 'core/user/data/authentication', {
			status: 500,
			body: {
				code: 'internal_server_error',
				message: 'Boom',
				data: { status: 500 },
			},
		} );
		await registry.resolveSelect( userStore ).getAuthentication();
		expect(
			registry.select( userStore ).getAuthentication()
		).toBeUndefined();
		expect(
			registry
				.select( userStore )
				.getErrorForSelector( 'getAuthentication' )
		).toEqual( {
			code: 'internal_server_error',
			message: 'Boom',
			data: { status: 500 },
		} );

		server.on( 'GET', 'core/user/data/authentication', {
			body: authentication,
		} );
		await registry.dispatch( userStore ).refreshAuthentication();

		expect( registry.select( userStore ).isAuthenticated() ).toBe( true );
		expect(
			registry
				.select( userStore )
				.getErrorForSelector( 'getAuthentication' )
		).toBeNull();
	} );

	it( 'uses the preloaded authentication state without a request', async () => {
		setTestBaseData( {
			preloadedData: {
				'/google-site-kit/v1/core/user/data/authentication': {
					body: authentication,
				},
			},
		} );
		await expect(
			registry.resolveSelect( userStore ).isAuthenticated()
		).resolves.toBe( true );
		expect( server.requests ).toHaveLength( 0 );
	} );

	it( 'keeps a permission scope error until it is cleared', () => {
		const error = {
			code: 'missing_required_scopes',
			message: 'More permissions needed.',
			data: { scopes: [ 'https://www.googleapis.com/auth/adsense' ] },
		};
		registry.dispatch( userStore ).setPermissionScopeError( error );
		expect(
			registry.select( userStore ).getPermissionScopeError()
		).toEqual( error );

		registry.dispatch( userStore ).clearPermissionScopeError();
		expect(
			registry.select( userStore ).getPermissionScopeError()
		).toBeNull();
	} );
} );
