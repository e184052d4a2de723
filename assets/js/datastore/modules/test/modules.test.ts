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
import { userStore } from '../../user';
import { modulesStore } from '..';
import type { Module } from '../types';

function module( slug: string, fields: Partial< Module > = {} ): Module {
	return {
		slug,
		name: slug,
		description: '',
		homepage: '',
		order: 1,
		internal: false,
		forceActive: false,
		shareable: true,
		active: false,
		connected: false,
		dependencies: [],
		dependants: [],
		owner: null,
		requiredScopes: [],
		checkRequirementsError: null,
		...fields,
	};
}

const list = [
	module( 'search-console', {
		name: 'Search Console',
		active: true,
		connected: true,
		forceActive: true,
	} ),
	module( 'analytics', {
		name: 'Analytics',
		active: true,
		connected: false,
		dependants: [ 'adsense' ],
	} ),
	module( 'adsense', {
		name: 'AdSense',
		dependencies: [ 'analytics' ],
	} ),
	module( 'pagespeed-insights', {
		name: 'PageSpeed Insights',
		dependencies: [ 'tagmanager' ],
	} ),
	module( 'site-verification', {
		name: 'Site Verification',
		checkRequirementsError: {
			code: 'requirements',
			message: 'The site must be public.',
		},
	} ),
];

const authentication = {
	authenticated: true,
	requiredScopes: [],
	grantedScopes: [],
	unsatisfiedScopes: [],
	needsReauthentication: false,
	disconnectedReason: '',
	authError: null,
	profile: null,
};

describe( 'core/modules', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		server.on( 'GET', 'core/modules/data/list', { body: list } );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'answers undefined while the list loads, then the modules, with one request', async () => {
		expect( registry.select( modulesStore ).getModules() ).toBeUndefined();
		expect(
			registry.select( modulesStore ).isModuleActive( 'analytics' )
		).toBeUndefined();

		await registry.resolveSelect( modulesStore ).getModules();
		await registry.resolveSelect( modulesStore ).getModule( 'analytics' );

		expect( registry.select( modulesStore ).getModules() ).toEqual( list );
		expect(
			server.requestsTo( 'GET', 'core/modules/data/list' )
		).toHaveLength( 1 );
	} );

	it( 'tells active and connected modules apart', async () => {
		await registry.resolveSelect( modulesStore ).getModules();
		const select = registry.select( modulesStore );
		expect( select.isModuleActive( 'analytics' ) ).toBe( true );
		expect( select.isModuleConnected( 'analytics' ) ).toBe( false );
		expect( select.isModuleConnected( 'search-console' ) ).toBe( true );
		expect( select.isModuleActive( 'adsense' ) ).toBe( false );
		expect( select.getModule( 'unknown' ) ).toBeNull();
		expect( select.isModuleActive( 'unknown' ) ).toBe( false );
	} );

	it( 'names the modules that depend on one and those it needs', async () => {
		await registry.resolveSelect( modulesStore ).getModules();
		const select = registry.select( modulesStore );
		expect( select.getModuleDependantNames( 'analytics' ) ).toEqual( [
			'AdSense',
		] );
		expect( select.getModuleDependencyNames( 'adsense' ) ).toEqual( [
			'Analytics',
		] );
		expect( select.getModuleDependantNames( 'analytics' ) ).toBe(
			select.getModuleDependantNames( 'analytics' )
		);
	} );

	it( 'allows activation only when the dependencies are active and the requirements check passed', async () => {
		await registry.resolveSelect( modulesStore ).getModules();
		const select = registry.select( modulesStore );
		expect( select.canActivateModule( 'adsense' ) ).toBe( true );
		expect( select.canActivateModule( 'pagespeed-insights' ) ).toBe(
			false
		);
		expect( select.canActivateModule( 'site-verification' ) ).toBe( false );
		expect(
			select.getCheckRequirementsError( 'site-verification' )
		).toEqual( {
			code: 'requirements',
			message: 'The site must be public.',
		} );
		expect( select.canActivateModule( 'unknown' ) ).toBe( false );
	} );

	it( 'activates a module, answers its reauth URL and refreshes the list and the authentication', async () => {
		server.on( 'POST', 'core/modules/data/activation', {
			body: {
				success: true,
				moduleReauthURL:
					'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=adsense&reAuth=true',
			},
		} );
		server.on( 'GET', 'core/user/data/authentication', {
			body: authentication,
		} );
		await registry.resolveSelect( modulesStore ).getModules();
		server.on( 'GET', 'core/modules/data/list', {
			body: list.map( ( item ) =>
				item.slug === 'adsense' ? { ...item, active: true } : item
			),
		} );

		const { response, error } = await registry
			.dispatch( modulesStore )
			.activateModule( 'adsense' );

		expect( error ).toBeUndefined();
		expect( response?.moduleReauthURL ).toBe(
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=adsense&reAuth=true'
		);
		expect(
			server.requestsTo( 'POST', 'core/modules/data/activation' )[ 0 ]
				.body
		).toEqual( { data: { slug: 'adsense', active: true } } );
		expect(
			registry.select( modulesStore ).isModuleActive( 'adsense' )
		).toBe( true );
		expect( registry.select( userStore ).getAuthentication() ).toEqual(
			authentication
		);
		expect(
			registry
				.select( modulesStore )
				.isDoingSetModuleActivation( 'adsense' )
		).toBe( false );
	} );

	it( 'drops the cached reads of a module it deactivates', async () => {
		server.on( 'GET', 'modules/analytics/data/accounts', { body: [] } );
		server.on( 'POST', 'core/modules/data/activation', {
			body: { success: true, moduleReauthURL: '' },
		} );
		server.on( 'GET', 'core/user/data/authentication', {
			body: authentication,
		} );
		await get( 'modules', 'analytics', 'accounts' );

		await registry.dispatch( modulesStore ).deactivateModule( 'analytics' );

		expect(
			server.requestsTo( 'POST', 'core/modules/data/activation' )[ 0 ]
				.body
		).toEqual( { data: { slug: 'analytics', active: false } } );
		await get( 'modules', 'analytics', 'accounts' );
		expect(
			server.requestsTo( 'GET', 'modules/analytics/data/accounts' )
		).toHaveLength( 2 );
	} );

	it( 'answers and stores the error when the activation fails', async () => {
		server.on( 'POST', 'core/modules/data/activation', {
			status: 400,
			body: {
				code: 'cannot_activate_module',
				message: 'The module cannot be activated.',
				data: { status: 400 },
			},
		} );

		const { response, error } = await registry
			.dispatch( modulesStore )
			.activateModule( 'adsense' );

		expect( response ).toBeUndefined();
		expect( error ).toEqual( {
			code: 'cannot_activate_module',
			message: 'The module cannot be activated.',
			data: { status: 400 },
		} );
		expect(
			registry
				.select( modulesStore )
				.getErrorForAction( 'activateModule', [ 'adsense' ] )
		).toEqual( error );
		expect(
			server.requestsTo( 'GET', 'core/modules/data/list' )
		).toHaveLength( 0 );
	} );

	it( 'edits, rolls back and saves the sharing settings', async () => {
		const settings = {
			analytics: { sharedRoles: [], management: 'owner' },
		};
		server.on( 'GET', 'core/modules/data/sharing-settings', {
			body: { settings, newOwnerIDs: {} },
		} );
		server.on(
			'POST',
			'core/modules/data/sharing-settings',
			( request ) => ( {
				body: {
					settings: (
						request.body as { data: { sharingSettings: unknown } }
					 ).data.sharingSettings,
					newOwnerIDs: { analytics: 2 },
				},
			} )
		);
		await expect(
			registry.resolveSelect( modulesStore ).getSharedRoles( 'analytics' )
		).resolves.toEqual( [] );

		const dispatch = registry.dispatch( modulesStore );
		dispatch.setSharedRoles( 'analytics', [ 'editor' ] );
		expect(
			registry.select( modulesStore ).haveSharingSettingsChanged()
		).toBe( true );
		dispatch.rollbackSharingSettings();
		expect(
			registry.select( modulesStore ).getSharedRoles( 'analytics' )
		).toEqual( [] );

		dispatch.setSharedRoles( 'analytics', [ 'editor' ] );
		dispatch.setSharingManagement( 'analytics', 'all_admins' );
		const { response } = await dispatch.saveSharingSettings();

		expect( response?.newOwnerIDs ).toEqual( { analytics: 2 } );
		expect(
			server.requestsTo(
				'POST',
				'core/modules/data/sharing-settings'
			)[ 0 ].body
		).toEqual( {
			data: {
				sharingSettings: {
					analytics: {
						sharedRoles: [ 'editor' ],
						management: 'all_admins',
					},
				},
			},
		} );
		const select = registry.select( modulesStore );
		expect( select.haveSharingSettingsChanged() ).toBe( false );
		expect( select.getSharingManagement( 'analytics' ) ).toBe(
			'all_admins'
		);
		// A new owner changes the module list: it is read again.
		expect(
			server.requestsTo( 'GET', 'core/modules/data/list' )
		).toHaveLength( 1 );
	} );
} );
