/**
 * Internal dependencies
 */
import './chart-env';
import {
	CONTEXTS,
	KEY_METRICS_AREA,
	widgetsStore,
} from '../../datastore/widgets';
import { TILES } from '../key-metrics/suggestions';
import { getWidgetComponent } from '../components';
import { registerDashboardWidgets } from '../register';
import {
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from './helpers';

/**
 * The widgets of a context, area by area, as "area: widget (width)".
 *
 * @param test    The test's setup.
 * @param context Widget context.
 */
function layoutOf( test: WidgetTest, context: string ): string[] {
	const select = test.registry.select( widgetsStore );
	return select
		.getWidgetAreas( context as never )
		.flatMap( ( area ) =>
			select
				.getWidgets( area.slug )
				.map(
					( widget ) =>
						`${ area.slug }: ${ widget.slug } (${ widget.width })`
				)
		);
}

describe( 'registerDashboardWidgets', () => {
	let test: WidgetTest;

	beforeEach( () => {
		test = setUpWidgetTest( () => ( { value: {} } ) );
		registerDashboardWidgets( test.registry );
	} );

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'lays out the main dashboard’s traffic, content, speed and monetization sections', () => {
		expect( layoutOf( test, CONTEXTS.mainTraffic ) ).toEqual( [
			'traffic-realtime: realtime-strip (full)',
			'traffic-primary: all-traffic (full)',
			'traffic-primary: search-funnel (full)',
		] );
		expect( layoutOf( test, CONTEXTS.mainContent ) ).toEqual( [
			'content-primary: popular-pages (half)',
			'content-primary: top-queries (half)',
		] );
		expect( layoutOf( test, CONTEXTS.mainSpeed ) ).toEqual( [
			'speed-primary: speed (full)',
		] );
		expect( layoutOf( test, CONTEXTS.mainMonetization ) ).toEqual( [
			'monetization-primary: connect-adsense (full)',
			'monetization-primary: adsense-earnings (full)',
			'monetization-primary: top-earning-pages (full)',
		] );
	} );

	it( 'puts every key-metric tile of the catalogue in the Key metrics area, a quarter wide, in catalogue order', () => {
		expect( layoutOf( test, CONTEXTS.mainKeyMetrics ) ).toEqual(
			Object.values( TILES ).map(
				( slug ) => `${ KEY_METRICS_AREA }: ${ slug } (quarter)`
			)
		);
		for ( const slug of Object.values( TILES ) ) {
			expect( getWidgetComponent( slug ) ).toBeDefined();
			const widget = test.registry
				.select( widgetsStore )
				.getWidgets( KEY_METRICS_AREA )
				.find( ( candidate ) => candidate.slug === slug );
			expect( widget?.keyMetric?.title ).toBeTruthy();
			expect( widget?.keyMetric?.description ).toBeTruthy();
		}
	} );

	it( 'lays out the entity dashboard with the widgets that filter to one page', () => {
		expect( layoutOf( test, CONTEXTS.entityTraffic ) ).toEqual( [
			'traffic-primary: all-traffic (full)',
			'traffic-primary: search-funnel (full)',
		] );
		expect( layoutOf( test, CONTEXTS.entityContent ) ).toEqual( [
			'entity-content-primary: popular-pages (half)',
			'entity-content-primary: top-queries (half)',
		] );
		expect( layoutOf( test, CONTEXTS.entitySpeed ) ).toEqual( [
			'speed-primary: speed (full)',
		] );
		expect( layoutOf( test, CONTEXTS.entityMonetization ) ).toEqual( [
			'entity-monetization-primary: connect-adsense (full)',
			'entity-monetization-primary: adsense-earnings (full)',
		] );
	} );

	it( 'gives every widget a component and the modules it needs', () => {
		const select = test.registry.select( widgetsStore );
		const modules = Object.fromEntries(
			[
				'content-primary',
				'traffic-realtime',
				'traffic-primary',
				'speed-primary',
				'monetization-primary',
			]
				.flatMap( ( area ) => select.getWidgets( area ) )
				.map( ( widget ) => {
					expect( getWidgetComponent( widget.slug ) ).toBeDefined();
					return [ widget.slug, widget.modules ];
				} )
		);
		expect( modules ).toEqual( {
			'realtime-strip': [ 'analytics' ],
			'all-traffic': [ 'analytics' ],
			'search-funnel': [ 'search-console' ],
			'popular-pages': [ 'analytics' ],
			'top-queries': [ 'search-console' ],
			speed: [ 'pagespeed-insights' ],
			'connect-adsense': [],
			'adsense-earnings': [ 'adsense' ],
			'top-earning-pages': [ 'adsense' ],
		} );
	} );
} );
