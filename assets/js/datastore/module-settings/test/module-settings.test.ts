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
import { createModuleSettingsStore, type ModuleSettingsState } from '..';
import {
	analyticsStore,
	type AnalyticsSettings,
} from '../../../modules/analytics/store';
import { pagespeedInsightsStore } from '../../../modules/pagespeed-insights/store';
import { searchConsoleStore } from '../../../modules/search-console/store';

const savedAnalytics: AnalyticsSettings = {
	accountID: '100',
	propertyID: '200',
	webDataStreamID: '300',
	measurementID: 'G-ABC123',
	useSnippet: true,
	ownerID: 1,
};

describe( 'module settings stores', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( () => {
		setTestBaseData();
		server = fakeServer();
		server.on( 'GET', 'modules/analytics/data/settings', {
			body: savedAnalytics,
		} );
		server.on( 'POST', 'modules/analytics/data/settings', ( request ) => ( {
			body: ( request.body as { data: AnalyticsSettings } ).data,
		} ) );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'answers undefined while the settings load, then the settings', async () => {
		expect(
			registry.select( analyticsStore ).getSettings()
		).toBeUndefined();
		await expect(
			registry.resolveSelect( analyticsStore ).getSettings()
		).resolves.toEqual( savedAnalytics );
		expect(
			server.requestsTo( 'GET', 'modules/analytics/data/settings' )
		).toHaveLength( 1 );
	} );

	it( 'fills in defaults for settings the server leaves out', async () => {
		server.on( 'GET', 'modules/search-console/data/settings', {
			body: {},
		} );
		await expect(
			registry.resolveSelect( searchConsoleStore ).getSettings()
		).resolves.toEqual( { propertyID: '' } );
	} );

	it( 'tracks local changes and rolls them back', async () => {
		await registry.resolveSelect( analyticsStore ).getSettings();
		expect( registry.select( analyticsStore ).haveSettingsChanged() ).toBe(
			false
		);

		registry
			.dispatch( analyticsStore )
			.setSettings( { propertyID: '201' } );
		expect( registry.select( analyticsStore ).getSettings() ).toEqual( {
			...savedAnalytics,
			propertyID: '201',
		} );
		expect( registry.select( analyticsStore ).haveSettingsChanged() ).toBe(
			true
		);

		registry.dispatch( analyticsStore ).rollbackChanges();
		expect( registry.select( analyticsStore ).getSettings() ).toEqual(
			savedAnalytics
		);
		expect( registry.select( analyticsStore ).haveSettingsChanged() ).toBe(
			false
		);
	} );

	it( 'accepts GA4 and legacy UA property IDs and refuses anything else', async () => {
		await registry.resolveSelect( analyticsStore ).getSettings();
		const { setSettings } = registry.dispatch( analyticsStore );

		setSettings( { propertyID: 'UA-12345-1' } );
		expect( registry.select( analyticsStore ).canSubmitChanges() ).toBe(
			true
		);

		setSettings( { propertyID: 'not-a-property' } );
		expect( registry.select( analyticsStore ).canSubmitChanges() ).toBe(
			false
		);
		expect( registry.select( analyticsStore ).getValidationError() ).toBe(
			'Select an Analytics property.'
		);
	} );

	it( 'submits the settings, keeps the answer as saved and drops the cached settings reads', async () => {
		await registry.resolveSelect( analyticsStore ).getSettings();
		await get( 'modules', 'analytics', 'settings' );
		registry
			.dispatch( analyticsStore )
			.setSettings( { propertyID: '201', useSnippet: false } );

		const pending = registry.dispatch( analyticsStore ).submitChanges();
		expect( registry.select( analyticsStore ).isDoingSubmitChanges() ).toBe(
			true
		);
		const { response } = await pending;

		expect( response ).toEqual( {
			...savedAnalytics,
			propertyID: '201',
			useSnippet: false,
		} );
		expect(
			server.requestsTo( 'POST', 'modules/analytics/data/settings' )[ 0 ]
				.body
		).toEqual( {
			data: { ...savedAnalytics, propertyID: '201', useSnippet: false },
		} );
		const select = registry.select( analyticsStore );
		expect( select.haveSettingsChanged() ).toBe( false );
		expect( select.isDoingSubmitChanges() ).toBe( false );
		expect( window.sessionStorage ).toHaveLength( 0 );
	} );

	it( 'does not send invalid settings and answers why', async () => {
		await registry.resolveSelect( analyticsStore ).getSettings();
		registry.dispatch( analyticsStore ).setSettings( { accountID: '' } );

		const { error } = await registry
			.dispatch( analyticsStore )
			.submitChanges();

		expect( error ).toEqual( {
			code: 'cannot_submit_changes',
			message: 'Select an Analytics account.',
			data: {},
		} );
		expect(
			server.requestsTo( 'POST', 'modules/analytics/data/settings' )
		).toHaveLength( 0 );
	} );

	it( 'stores the server’s error and keeps the changes when the submit fails', async () => {
		server.on( 'POST', 'modules/analytics/data/settings', {
			status: 400,
			body: {
				code: 'INVALID_ARGUMENT',
				message: 'Property not found.',
				data: { status: 400 },
			},
		} );
		await registry.resolveSelect( analyticsStore ).getSettings();
		registry
			.dispatch( analyticsStore )
			.setSettings( { propertyID: '999' } );

		const { error } = await registry
			.dispatch( analyticsStore )
			.submitChanges();

		expect(
			registry
				.select( analyticsStore )
				.getErrorForAction( 'submitChanges' )
		).toEqual( error );
		expect( registry.select( analyticsStore ).haveSettingsChanged() ).toBe(
			true
		);
	} );

	it( 'gives a module without settings the same API', async () => {
		server.on( 'GET', 'modules/pagespeed-insights/data/settings', {
			body: {},
		} );
		await expect(
			registry.resolveSelect( pagespeedInsightsStore ).getSettings()
		).resolves.toEqual( {} );
		expect(
			registry.select( pagespeedInsightsStore ).canSubmitChanges()
		).toBe( true );
	} );

	it( 'lets a module add its own selectors beside the settings ones', async () => {
		interface TestSettings {
			accountID: string;
		}
		const testStore = createModuleSettingsStore<
			TestSettings,
			{
				hasAccount: (
					state: ModuleSettingsState< TestSettings >
				) => boolean;
			}
		>( 'test-module', {
			defaults: { accountID: '' },
			selectors: {
				hasAccount: ( state ) => !! state.settings?.accountID,
			},
		} );
		registry.register( testStore );
		server.on( 'GET', 'modules/test-module/data/settings', {
			body: { accountID: 'acc' },
		} );

		await registry.resolveSelect( testStore ).getSettings();

		expect( registry.select( testStore ).hasAccount() ).toBe( true );
	} );
} );
