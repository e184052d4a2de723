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
import { keyMetricsStore } from '..';

describe( 'core/key-metrics', () => {
	let server: FakeServer;
	let registry: Registry;
	let stored: { widgetSlugs: string[]; isWidgetHidden: boolean };

	beforeEach( () => {
		setTestBaseData( { pluginVersion: '1.99.0', sitePrefix: 'abc' } );
		stored = { widgetSlugs: [], isWidgetHidden: false };
		server = fakeServer();
		server.on( 'GET', 'core/user/data/key-metrics', () => ( {
			body: stored,
		} ) );
		server.on( 'POST', 'core/user/data/key-metrics', ( request ) => {
			const { widgetSlugs } = (
				request.body as { data: { widgetSlugs: string[] } }
			 ).data;
			if ( widgetSlugs.length > 8 ) {
				return {
					status: 400,
					body: {
						code: 'rest_invalid_param',
						message:
							'Invalid parameter widgetSlugs: Pick between 2 and 8 key metrics.',
						data: { status: 400 },
					},
				};
			}
			stored = { ...stored, widgetSlugs };
			return { body: stored };
		} );
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'reads the user’s choice from the server: none picked yet', async () => {
		expect(
			registry.select( keyMetricsStore ).getPickedTiles()
		).toBeUndefined();
		expect(
			await registry.resolveSelect( keyMetricsStore ).getPickedTiles()
		).toEqual( [] );
	} );

	it( 'saves the picked tiles and keeps them', async () => {
		await registry.resolveSelect( keyMetricsStore ).getKeyMetricsSettings();
		const result = await registry
			.dispatch( keyMetricsStore )
			.saveKeyMetricsSettings( [
				'kmAnalyticsNewVisitors',
				'kmSearchConsolePopularKeywords',
			] );
		expect( result.error ).toBeUndefined();
		expect( registry.select( keyMetricsStore ).getPickedTiles() ).toEqual( [
			'kmAnalyticsNewVisitors',
			'kmSearchConsolePopularKeywords',
		] );
		expect( registry.select( keyMetricsStore ).isSavingKeyMetrics() ).toBe(
			false
		);
	} );

	it( 'keeps the previous choice and shows the server’s reason when a save is refused', async () => {
		stored = {
			widgetSlugs: [ 'kmAnalyticsNewVisitors', 'kmAnalyticsTopCities' ],
			isWidgetHidden: false,
		};
		await registry.resolveSelect( keyMetricsStore ).getKeyMetricsSettings();
		const result = await registry
			.dispatch( keyMetricsStore )
			.saveKeyMetricsSettings(
				Array( 9 ).fill( 'kmAnalyticsNewVisitors' )
			);
		expect( result.error?.message ).toMatch( /between 2 and 8/ );
		expect( registry.select( keyMetricsStore ).getPickedTiles() ).toEqual( [
			'kmAnalyticsNewVisitors',
			'kmAnalyticsTopCities',
		] );
		expect(
			registry.select( keyMetricsStore ).getKeyMetricsError()?.message
		).toMatch( /between 2 and 8/ );
	} );
} );
