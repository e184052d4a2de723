/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { userStore } from '../../user';
import { modulesStore } from '../../modules';
import { createTestRegistry } from '../../registry';
import type { Registry } from '../../types';
import { CONTEXTS, widgetsStore } from '..';

const module = ( slug: string, active: boolean ) => ( {
	slug,
	name: slug,
	description: '',
	homepage: '',
	order: 1,
	internal: false,
	forceActive: false,
	shareable: true,
	active,
	connected: active,
	dependencies: [],
	dependants: [],
	owner: null,
	requiredScopes: [],
	checkRequirementsError: null,
} );

describe( 'core/widgets', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		server.on( 'GET', 'core/modules/data/list', {
			body: [
				module( 'search-console', true ),
				module( 'analytics', true ),
				module( 'adsense', false ),
			],
		} );
		registry = createTestRegistry();
		const { registerWidgetArea, registerWidget } =
			registry.dispatch( widgetsStore );
		registerWidgetArea( {
			slug: 'traffic-primary',
			title: 'Traffic',
			priority: 1,
			contexts: [ CONTEXTS.mainTraffic ],
		} );
		registerWidgetArea( {
			slug: 'money',
			title: 'Earnings',
			priority: 2,
			contexts: [ CONTEXTS.mainMonetization ],
		} );
		registerWidget( {
			slug: 'search-funnel',
			areas: [ 'traffic-primary' ],
			width: 'full',
			priority: 2,
			modules: [ 'search-console', 'analytics' ],
		} );
		registerWidget( {
			slug: 'all-traffic',
			areas: [ 'traffic-primary' ],
			width: 'full',
			priority: 1,
			modules: [ 'analytics' ],
		} );
		registerWidget( {
			slug: 'earnings',
			areas: [ 'money' ],
			width: 'half',
			priority: 1,
			modules: [ 'adsense' ],
		} );
	} );

	afterEach( () => {
		server.restore();
		delete window._googlesitekitBaseData;
	} );

	it( 'lists a context’s areas and an area’s widgets by priority', () => {
		const select = registry.select( widgetsStore );
		expect(
			select.getWidgetAreas( CONTEXTS.mainTraffic ).map( ( a ) => a.slug )
		).toEqual( [ 'traffic-primary' ] );
		expect(
			select.getWidgets( 'traffic-primary' ).map( ( w ) => w.slug )
		).toEqual( [ 'all-traffic', 'search-funnel' ] );
		expect( select.getWidgetAreas( CONTEXTS.entitySpeed ) ).toEqual( [] );
	} );

	it( 'shows a widget only when its modules are active, and hides an area with no active widget', async () => {
		expect(
			registry.select( widgetsStore ).isWidgetActive( 'all-traffic' )
		).toBeUndefined();
		await registry.resolveSelect( modulesStore ).getModules();
		const select = registry.select( widgetsStore );
		expect( select.isWidgetActive( 'search-funnel' ) ).toBe( true );
		expect( select.isWidgetActive( 'earnings' ) ).toBe( false );
		expect( select.isWidgetAreaActive( 'traffic-primary' ) ).toBe( true );
		expect( select.isWidgetAreaActive( 'money' ) ).toBe( false );
	} );

	it( 'on a view-only dashboard, shows only the widgets of modules shared with the user', async () => {
		setTestBaseData( { viewContext: 'mainDashboardViewOnly' } );
		server.on( 'GET', 'core/user/data/permissions', {
			body: {
				'googlesitekit_read_shared_module_data::["analytics"]': true,
				'googlesitekit_read_shared_module_data::["search-console"]':
					false,
			},
		} );
		registry.dispatch( widgetsStore ).registerWidget( {
			slug: 'connect-prompt',
			areas: [ 'money' ],
			width: 'full',
			priority: 0,
			modules: [],
		} );
		await registry.resolveSelect( modulesStore ).getModules();
		await registry.resolveSelect( userStore ).getPermissions();
		const select = registry.select( widgetsStore );
		expect( select.isWidgetActive( 'all-traffic' ) ).toBe( true );
		expect( select.isWidgetActive( 'search-funnel' ) ).toBe( false );
		expect( select.isWidgetActive( 'connect-prompt' ) ).toBe( false );
		expect( select.isWidgetAreaActive( 'traffic-primary' ) ).toBe( true );
		expect( select.isWidgetAreaActive( 'money' ) ).toBe( false );
	} );

	it( 'shows every widget of an active module to an admin, whatever is shared', async () => {
		setTestBaseData( { viewContext: 'mainDashboard' } );
		registry.dispatch( widgetsStore ).registerWidget( {
			slug: 'connect-prompt',
			areas: [ 'money' ],
			width: 'full',
			priority: 0,
			modules: [],
		} );
		await registry.resolveSelect( modulesStore ).getModules();
		const select = registry.select( widgetsStore );
		expect( select.isWidgetActive( 'search-funnel' ) ).toBe( true );
		expect( select.isWidgetActive( 'connect-prompt' ) ).toBe( true );
		expect(
			server.requestsTo( 'GET', 'core/user/data/permissions' )
		).toEqual( [] );
	} );
} );
