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
import {
	PERMISSION_MANAGE_OPTIONS,
	PERMISSION_READ_SHARED_MODULE_DATA,
	PERMISSION_SETUP,
	userStore,
} from '..';

describe( 'core/user capabilities, dismissed items, tracking and disconnect', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'answers capabilities, per module for the sharing ones', async () => {
		server.on( 'GET', 'core/user/data/permissions', {
			body: {
				[ PERMISSION_MANAGE_OPTIONS ]: true,
				[ PERMISSION_SETUP ]: false,
				[ `${ PERMISSION_READ_SHARED_MODULE_DATA }::["search-console"]` ]:
					true,
				[ `${ PERMISSION_READ_SHARED_MODULE_DATA }::["analytics"]` ]:
					false,
			},
		} );
		expect(
			registry
				.select( userStore )
				.hasCapability( PERMISSION_MANAGE_OPTIONS )
		).toBeUndefined();

		await registry
			.resolveSelect( userStore )
			.hasCapability( PERMISSION_MANAGE_OPTIONS );

		const select = registry.select( userStore );
		expect( select.hasCapability( PERMISSION_MANAGE_OPTIONS ) ).toBe(
			true
		);
		expect( select.hasCapability( PERMISSION_SETUP ) ).toBe( false );
		expect(
			select.hasCapability(
				PERMISSION_READ_SHARED_MODULE_DATA,
				'search-console'
			)
		).toBe( true );
		expect(
			select.hasCapability(
				PERMISSION_READ_SHARED_MODULE_DATA,
				'analytics'
			)
		).toBe( false );
		expect( select.hasCapability( 'unknown_capability' ) ).toBe( false );
	} );

	it( 'dismisses an item with its expiry in seconds and answers from the server’s list', async () => {
		server.on( 'GET', 'core/user/data/dismissed-items', { body: [] } );
		server.on( 'POST', 'core/user/data/dismiss-item', ( request ) => ( {
			body: [ ( request.body as { data: { slug: string } } ).data.slug ],
		} ) );
		await expect(
			registry.resolveSelect( userStore ).isItemDismissed( 'banner' )
		).resolves.toBe( false );

		const { response } = await registry
			.dispatch( userStore )
			.dismissItem( 'banner', { expiresInSeconds: 10800 } );

		expect( response ).toEqual( [ 'banner' ] );
		expect(
			server.requestsTo( 'POST', 'core/user/data/dismiss-item' )[ 0 ].body
		).toEqual( { data: { slug: 'banner', expiration: 10800 } } );
		expect( registry.select( userStore ).isItemDismissed( 'banner' ) ).toBe(
			true
		);
	} );

	it( 'dismisses forever (expiration 0) by default', async () => {
		server.on( 'POST', 'core/user/data/dismiss-item', {
			body: [ 'tour' ],
		} );
		await registry.dispatch( userStore ).dismissItem( 'tour' );
		expect(
			server.requestsTo( 'POST', 'core/user/data/dismiss-item' )[ 0 ].body
		).toEqual( { data: { slug: 'tour', expiration: 0 } } );
	} );

	it( 'stores a failed dismissal under the action and its slug', async () => {
		server.on( 'POST', 'core/user/data/dismiss-item', {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'No.',
				data: { status: 403 },
			},
		} );
		const { error } = await registry
			.dispatch( userStore )
			.dismissItem( 'banner' );
		expect( error?.code ).toBe( 'rest_forbidden' );
		expect(
			registry
				.select( userStore )
				.getErrorForAction( 'dismissItem', [ 'banner' ] )
		).toEqual( error );
		expect(
			registry
				.select( userStore )
				.getErrorForAction( 'dismissItem', [ 'other' ] )
		).toBeNull();
	} );

	it( 'saves the tracking choice and keeps what the server answered', async () => {
		server.on( 'GET', 'core/user/data/tracking', {
			body: { enabled: false },
		} );
		server.on( 'POST', 'core/user/data/tracking', {
			body: { enabled: true },
		} );
		await expect(
			registry.resolveSelect( userStore ).isTrackingEnabled()
		).resolves.toBe( false );

		const { response } = await registry
			.dispatch( userStore )
			.setTrackingEnabled( true );

		expect( response ).toEqual( { enabled: true } );
		expect(
			server.requestsTo( 'POST', 'core/user/data/tracking' )[ 0 ].body
		).toEqual( { data: { enabled: true } } );
		expect( registry.select( userStore ).isTrackingEnabled() ).toBe( true );
		expect( registry.select( userStore ).isSavingTrackingEnabled() ).toBe(
			false
		);
	} );

	it( 'disconnects and then clears the whole API cache', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', { body: [] } );
		server.on( 'POST', 'core/user/data/disconnect', { body: true } );
		await get( 'modules', 'analytics', 'accounts' );
		window.sessionStorage.setItem( 'googlesitekit_1.98.0_old_x', '{}' );

		const { response } = await registry.dispatch( userStore ).disconnect();

		expect( response ).toBe( true );
		expect( window.sessionStorage ).toHaveLength( 0 );
		await get( 'modules', 'analytics', 'accounts' );
		expect(
			server.requestsTo( 'GET', 'modules/analytics/data/accounts' )
		).toHaveLength( 2 );
	} );

	it( 'keeps the cache and stores the error when the disconnect fails', async () => {
		server.on( 'POST', 'core/user/data/disconnect', {
			status: 500,
			body: {
				code: 'internal_server_error',
				message: 'Boom',
				data: { status: 500 },
			},
		} );
		window.sessionStorage.setItem( 'googlesitekit_1.99.0_abc123_x', '{}' );

		const { error } = await registry.dispatch( userStore ).disconnect();

		expect( error?.code ).toBe( 'internal_server_error' );
		expect(
			registry.select( userStore ).getErrorForAction( 'disconnect' )
		).toEqual( error );
		expect( window.sessionStorage ).toHaveLength( 1 );
	} );
} );
