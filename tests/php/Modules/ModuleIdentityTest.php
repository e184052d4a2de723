<?php
/**
 * A module's identity: declared once, its name and description translated when read.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Core\Abilities\Contracts\Provides_Key_Metrics;
use Google\Site_Kit\Core\Abilities\Key_Metric_Tile;
use Google\Site_Kit\Modules\Search_Console\Search_Console;
use Google\Site_Kit\Tests\TestCase;

/**
 * Module_Identity as shared code and the REST API read it.
 */
final class ModuleIdentityTest extends TestCase {

	public function test_a_modules_name_is_translated_when_read_not_when_the_module_is_built(): void {
		$asked  = array();
		$filter = static function ( $translation, $text, $context, $domain ) use ( &$asked ) {
			if ( 'google-site-kit' !== $domain || 'Service name' !== $context ) {
				return $translation;
			}
			$asked[] = $text;
			return 'Search Console' === $text ? 'Suchkonsole' : $translation;
		};
		add_filter( 'gettext_with_context', $filter, 10, 4 );
		try {
			$module   = new Search_Console( $this->plugin()->context(), $this->plugin()->client() );
			$identity = $module->identity();
			$this->assertSame( 'search-console', $identity->slug );
			$this->assertSame( 1, $identity->order );
			$this->assertSame( array(), $asked, 'building the module and its identity translates nothing' );
			$this->assertSame( 'Suchkonsole', $identity->name() );
			$this->assertSame( array( 'Search Console' ), $asked );
		} finally {
			remove_filter( 'gettext_with_context', $filter, 10 );
		}
	}

	public function test_the_identity_is_built_once_per_module(): void {
		$module = $this->plugin()->modules()->get( 'analytics' );
		$this->assertNotNull( $module );
		$this->assertSame( $module->identity(), $module->identity() );
	}

	public function test_the_rest_api_shows_each_modules_identity_in_the_modules_order(): void {
		$modules = $this->plugin()->modules();
		$listed  = array_map( array( $modules, 'to_array' ), array_values( $modules->all() ) );
		$this->assertSame( array( 'site-verification', 'search-console', 'analytics', 'adsense', 'pagespeed-insights' ), array_column( $listed, 'slug' ) );
		$this->assertSame( array( 0, 1, 2, 3, 4 ), array_column( $listed, 'order' ) );
		$search = $listed[1];
		$this->assertSame( 'Search Console', $search['name'] );
		$this->assertSame( 'https://search.google.com/search-console', $search['homepage'] );
		$this->assertTrue( $search['shareable'] );
		$this->assertTrue( $search['forceActive'] );
		$this->assertFalse( $search['internal'] );
		$this->assertSame( array( Search_Console::SCOPE ), $search['requiredScopes'] );
		$this->assertTrue( $listed[0]['internal'], 'Site Verification is hidden from settings lists' );
		$this->assertFalse( $listed[4]['forceActive'] );
		$this->assertSame( array(), $listed[4]['requiredScopes'], 'PageSpeed Insights needs no scope' );
	}

	public function test_the_tile_slugs_a_module_declares_are_the_tiles_it_builds_in_order(): void {
		$checked = 0;
		foreach ( $this->plugin()->modules()->all() as $slug => $module ) {
			if ( ! $module instanceof Provides_Key_Metrics ) {
				$this->assertSame( array(), $module->key_metric_tiles(), "$slug declares no tiles" );
				continue;
			}
			$built = array_map( static fn( Key_Metric_Tile $tile ) => $tile->slug, $module->key_metric_definitions() );
			$this->assertSame( $built, $module->key_metric_tiles(), "$slug's declared tiles" );
			++$checked;
		}
		$this->assertGreaterThanOrEqual( 3, $checked, 'Analytics, Search Console and AdSense have tiles' );
	}
}
