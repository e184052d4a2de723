/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../api/test/fake-server';
import type * as Tracking from '../tracking';
import type * as Registry from '../registry';
import type * as User from '../user';

// trackEvent() reads the plugin's registry; each test loads a fresh one.
function load() {
	return {
		...( require( '../tracking' ) as typeof Tracking ),
		...( require( '../registry' ) as typeof Registry ),
		...( require( '../user' ) as typeof User ),
	};
}

describe( 'trackEvent', () => {
	let server: FakeServer;

	beforeEach( () => {
		jest.resetModules();
		server = fakeServer();
		// The server agrees with the boot data the test prints.
		server.on( 'GET', 'core/user/data/tracking', () => ( {
			body: {
				enabled: !! window._googlesitekitBaseData?.trackingEnabled,
			},
		} ) );
	} );

	afterEach( () => {
		server.restore();
		delete window._googlesitekitDataLayer;
		delete window._googlesitekitBaseData;
	} );

	it( 'records the event in the page’s data layer when the user opted in', async () => {
		setTestBaseData( { trackingEnabled: true } );
		const { trackEvent } = load();

		await trackEvent( 'mainDashboard', 'open_helpmenu', 'label', 3 );

		expect( window._googlesitekitDataLayer ).toEqual( [
			{
				event: 'open_helpmenu',
				event_category: 'mainDashboard',
				event_label: 'label',
				value: 3,
			},
		] );
	} );

	it( 'skips the event when tracking is off', async () => {
		setTestBaseData( { trackingEnabled: false } );
		const { trackEvent } = load();

		await trackEvent( 'mainDashboard', 'open_helpmenu' );

		expect( window._googlesitekitDataLayer ).toBeUndefined();
	} );

	it( 'follows the user’s choice in the store over the boot data', async () => {
		setTestBaseData( { trackingEnabled: true } );
		const { trackEvent, registry, userStore } = load();
		registry.dispatch( userStore ).receiveTrackingEnabled( false );

		await trackEvent( 'settings', 'tab_select', 'admin-settings' );
		expect( window._googlesitekitDataLayer ).toBeUndefined();

		registry.dispatch( userStore ).receiveTrackingEnabled( true );
		await trackEvent( 'settings', 'tab_select', 'admin-settings' );
		expect( window._googlesitekitDataLayer ).toHaveLength( 1 );
	} );

	it( 'stops recording once the user opts out', async () => {
		setTestBaseData( { trackingEnabled: true } );
		server.on( 'POST', 'core/user/data/tracking', {
			body: { enabled: false },
		} );
		const { trackEvent, registry, userStore } = load();
		await trackEvent( 'settings', 'tracking_optin' );

		await registry.dispatch( userStore ).setTrackingEnabled( false );
		await trackEvent( 'settings', 'tab_select' );

		expect( window._googlesitekitDataLayer ).toEqual( [
			expect.objectContaining( { event: 'tracking_optin' } ),
		] );
	} );
} );
