/**
 * External dependencies
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import '../../widgets/test/chart-env';
import { MODULE_SETTINGS_SLUGS } from '../../datastore/module-settings';
import { MODULE_COMPONENTS } from '..';
import { getModuleComponents } from '../../widgets/module-lists/components';
import { MODULE_WIDGETS } from '../widgets';
import { MODULE_KEY_METRIC_TILES } from '../key-metric-tiles';
import { KEY_METRIC_MODULES } from '../key-metric-modules';
import { MODULE_SUMMARIES } from '../summaries';
import { MODULE_SERVICES } from '../services';
import { MODULE_ICONS } from '../icons';
import { MODULE_STORES } from '../stores';
import { MODULE_HISTORIES } from '../histories';
import { MODULE_READS } from '../reads';
import { isSlow, isUncached } from '../../api/batch-modules';

const ROOT = join( __dirname, '../../../..' );

/**
 * Every PHP file under a folder.
 *
 * @param dir Folder.
 */
function phpFiles( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return phpFiles( path );
		}
		return entry.name.endsWith( '.php' ) ? [ path ] : [];
	} );
}

/**
 * The slugs of the PHP module registry: the classes built in the list handed to `new Modules(`, each slug read from
 * its class's Module_Identity (includes/Modules/<Class>/<Class>.php).
 */
function phpModuleSlugs(): string[] {
	const lists = phpFiles( join( ROOT, 'includes' ) )
		.map( ( path ) => readFileSync( path, 'utf8' ) )
		.filter( ( code ) => code.includes( 'new Modules(' ) );
	expect( lists ).toHaveLength( 1 );
	// The array handed to `new Modules(`: up to its closing line.
	const list = lists[ 0 ]
		.slice( lists[ 0 ].indexOf( 'new Modules(' ) )
		.match( /array\(([\s\S]*?)\n\s*\),/ );
	expect( list ).not.toBeNull();
	const classes = [
		...( list as RegExpMatchArray )[ 1 ].matchAll(
			/new (\w+)\(\s*\$this->context/g
		),
	].map( ( match ) => match[ 1 ] );
	return classes.map( ( name ) => {
		const code = readFileSync(
			join( ROOT, 'includes/Modules', name, `${ name }.php` ),
			'utf8'
		);
		const slug = code.match( /slug:\s*'([^']+)'/ );
		expect( slug ).not.toBeNull();
		return ( slug as RegExpMatchArray )[ 1 ];
	} );
}

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
		// The modules with key-metric tiles: named in the main dashboard's own script, their tiles in its chunk.
		expect( [ ...KEY_METRIC_MODULES ].sort() ).toEqual(
			Object.keys( MODULE_KEY_METRIC_TILES ).sort()
		);
		Object.keys( MODULE_KEY_METRIC_TILES ).forEach( ( slug ) =>
			expect( Object.keys( MODULE_WIDGETS ) ).toContain( slug )
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

describe( 'every module list', () => {
	const slugs = Object.keys( MODULE_COMPONENTS ).sort();

	it( 'registers a settings store for every module, and only for them', () => {
		expect(
			MODULE_STORES.map( ( store ) =>
				store.name.replace( /^modules\//, '' )
			).sort()
		).toEqual( slugs );
	} );

	it( 'names only modules of MODULE_COMPONENTS in the services, histories and reads', () => {
		[ MODULE_SERVICES, MODULE_HISTORIES, MODULE_READS ].forEach( ( list ) =>
			Object.keys( list ).forEach( ( slug ) =>
				expect( slugs ).toContain( slug )
			)
		);
		// A history note names the service's figures: only a module with a service has one.
		Object.keys( MODULE_HISTORIES ).forEach( ( slug ) =>
			expect( Object.keys( MODULE_SERVICES ) ).toContain( slug )
		);
	} );

	it( 'hands the batcher the datapoints the modules never cache and their slow providers', () => {
		// As tests/js/setup.ts and every entry did through setUpModules().
		expect( isUncached( 'analytics', 'realtime' ) ).toBe( true );
		expect( isUncached( 'search-console', 'url-inspection' ) ).toBe( true );
		expect( isUncached( 'analytics', 'report' ) ).toBe( false );
		expect( isUncached( 'search-console', 'searchanalytics' ) ).toBe(
			false
		);
		expect(
			Object.keys( MODULE_COMPONENTS ).filter( ( slug ) =>
				isSlow( slug )
			)
		).toEqual( [ 'pagespeed-insights' ] );
	} );

	it( 'agrees with the PHP module registry, each module with its two folders', () => {
		expect( phpModuleSlugs().sort() ).toEqual( slugs );
		slugs.forEach( ( slug ) => {
			expect(
				existsSync( join( ROOT, 'assets/js/modules', slug ) )
			).toBe( true );
		} );
		const phpFolders = readdirSync( join( ROOT, 'includes/Modules' ) );
		expect( phpFolders ).toHaveLength( slugs.length );
	} );
} );
