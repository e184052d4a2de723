/**
 * Internal dependencies
 */
import '../../widgets/test/chart-env';
import { MODULE_SETTINGS_SLUGS } from '../../datastore/module-settings';
import { MODULE_COMPONENTS, getModuleComponents } from '..';
import { MODULE_WIDGETS } from '../widgets';
import { MODULE_SUMMARIES } from '../summaries';
import { MODULE_SERVICES } from '../services';
import { MODULE_ICONS } from '../icons';

describe( 'MODULE_COMPONENTS', () => {
	it( 'has a setup screen, a settings view and an icon for every module', () => {
		expect( Object.keys( MODULE_COMPONENTS ).sort() ).toEqual( [
			'adsense',
			'analytics',
			'pagespeed-insights',
			'search-console',
			'site-verification',
		] );
		Object.entries( MODULE_COMPONENTS ).forEach(
			( [ slug, components ] ) => {
				expect( components.slug ).toBe( slug );
				expect( components.SetupComponent ).toBeDefined();
				expect( components.SettingsViewComponent ).toBeDefined();
				expect( components.Icon ).toBeDefined();
			}
		);
	} );

	it( 'has edit forms for the modules with settings to choose', () => {
		expect(
			Object.values( MODULE_COMPONENTS )
				.filter( ( components ) => components.SettingsEditComponent )
				.map( ( components ) => components.slug )
				.sort()
		).toEqual( [ 'adsense', 'analytics', 'search-console' ] );
		expect( getModuleComponents( 'tagmanager' ) ).toBeUndefined();
	} );
} );

describe( 'the module lists', () => {
	it( 'keep the settings stores and the widget registrations to the modules of MODULE_COMPONENTS', () => {
		const slugs = Object.keys( MODULE_COMPONENTS ).sort();
		expect( MODULE_SETTINGS_SLUGS.slice().sort() ).toEqual( slugs );
		// The icons the dashboard shows without the setup and settings UI are those of MODULE_COMPONENTS.
		expect( Object.keys( MODULE_ICONS ).sort() ).toEqual( slugs );
		slugs.forEach( ( slug ) =>
			expect( MODULE_ICONS[ slug ] ).toBe(
				MODULE_COMPONENTS[ slug ].Icon
			)
		);
		// Site Verification has no dashboard widget.
		expect( Object.keys( MODULE_WIDGETS ).sort() ).toEqual(
			slugs.filter( ( slug ) => slug !== 'site-verification' )
		);
	} );

	it( 'give admin bar and WordPress dashboard figures only to modules with a service, each figure to one module', () => {
		const slugs = Object.keys( MODULE_COMPONENTS );
		Object.keys( MODULE_SUMMARIES ).forEach( ( slug ) => {
			expect( slugs ).toContain( slug );
			expect( Object.keys( MODULE_SERVICES ) ).toContain( slug );
		} );
		const figures = Object.values( MODULE_SUMMARIES ).flatMap(
			( summary ) => [ ...summary.figures ]
		);
		expect( new Set( figures ).size ).toBe( figures.length );
		expect( figures.sort() ).toEqual( [
			'clicks',
			'impressions',
			'views',
			'visitors',
		] );
	} );
} );
