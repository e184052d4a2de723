<?php
/**
 * Class AbilitiesRegistrationTest
 *
 * @package Google\Site_Kit\Tests\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Abilities;

use Google\Site_Kit\Core\Abilities\Abilities;
use Google\Site_Kit\Tests\Support\Runs_Abilities;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Site Kit's abilities exist exactly where WordPress has the Abilities API (6.9+): a "google-site-kit" category and
 * three read-only abilities with strict schemas, listed by the API's REST routes; on an older WordPress the plugin
 * loads as before and registers nothing.
 */
final class AbilitiesRegistrationTest extends TestCase {

	use Runs_Abilities;

	private const NAMES = array( 'google-site-kit/get-site-stats', 'google-site-kit/get-page-stats', 'google-site-kit/get-key-metrics' );

	public function test_the_abilities_exist_exactly_where_the_api_does(): void {
		global $wp_version;
		$this->assertInstanceOf( Abilities::class, $this->plugin()->abilities(), 'the plugin loaded' );
		$this->assertNotFalse( has_action( 'wp_abilities_api_init', array( $this->plugin()->abilities(), 'register_abilities' ) ) );
		$routes = array_keys( rest_get_server()->get_routes() );
		$this->assertContains( '/google-site-kit/v1/core/site/data/connection', $routes, 'the plugin’s own routes are there' );
		if ( version_compare( $wp_version, '6.9', '<' ) ) {
			$this->assertFalse( function_exists( 'wp_register_ability' ), 'WordPress ' . $wp_version . ' has no Abilities API' );
			$this->assertSame( array(), preg_grep( '#^/wp-abilities/#', $routes ) );
			// Should anything fire the hooks anyway, they do nothing and raise nothing.
			$raised = array();
			set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- Catches any notice of the calls.
				static function ( int $level, string $message ) use ( &$raised ): bool {
					$raised[] = $message;
					return true;
				}
			);
			try {
				$this->plugin()->abilities()->register_category();
				$this->plugin()->abilities()->register_abilities();
			} finally {
				restore_error_handler();
			}
			$this->assertSame( array(), $raised );
			$this->assertFalse( class_exists( 'WP_Abilities_Registry', false ) );
			return;
		}
		$this->assertTrue( wp_has_ability_category( 'google-site-kit' ) );
		foreach ( self::NAMES as $name ) {
			$this->assertTrue( wp_has_ability( $name ), $name );
			$this->assertSame( 'google-site-kit', wp_get_ability( $name )->get_category() );
		}
	}

	public function test_each_ability_is_read_only_strict_and_run_through_rest(): void {
		$this->require_abilities_api();
		foreach ( self::NAMES as $name ) {
			$ability = wp_get_ability( $name );
			$this->assertNotNull( $ability, $name );
			$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ), $name );
			$this->assertSame(
				array(
					'readonly'    => true,
					'destructive' => false,
					'idempotent'  => true,
				),
				$ability->get_meta_item( 'annotations' ),
				$name
			);
			$this->assertSame( 'object', $ability->get_input_schema()['type'] );
			$this->assertStrict( $ability->get_input_schema(), $name . ' input' );
			$this->assertStrict( $ability->get_output_schema(), $name . ' output' );
			$this->assertNotEmpty( $ability->get_description() );
		}
		$this->login_as( 'administrator' );
		$request = new WP_REST_Request( 'GET', '/wp-abilities/v1/abilities' );
		$request->set_query_params( array( 'category' => 'google-site-kit' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$listed = wp_list_pluck( $response->get_data(), 'name' );
		sort( $listed );
		$names = self::NAMES;
		sort( $names );
		$this->assertSame( $names, $listed );
		$category = rest_do_request( new WP_REST_Request( 'GET', '/wp-abilities/v1/categories/google-site-kit' ) );
		$this->assertSame( 200, $category->get_status() );
		$this->assertSame( 'Site Kit', $category->get_data()['label'] );
	}

	public function test_the_key_metrics_go_with_the_personalisation_feature(): void {
		$this->require_abilities_api();
		$this->login_as( 'administrator' );
		$key_metrics = static fn( array $abilities ) => array_values( array_filter( $abilities, static fn( $a ) => 'google-site-kit/get-key-metrics' === $a->name() ) )[0];
		$this->assertTrue( $key_metrics( $this->plugin()->abilities()->all() )->enabled() );
		$this->set_option( 'googlesitekit_test_disabled_features', array( 'userInput' ) );
		$this->assertFalse( $key_metrics( $this->plugin()->abilities()->all() )->enabled(), 'not registered on a site with the feature off' );
		$this->assertSame( 403, $this->run_ability( 'get-key-metrics' )->get_status(), 'nor run, while it was registered' );
	}

	/**
	 * Asserts every object of a schema allows no property beyond those listed.
	 *
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $where  Which schema.
	 */
	private function assertStrict( array $schema, string $where ): void {
		$types = (array) ( $schema['type'] ?? array() );
		if ( in_array( 'object', $types, true ) ) {
			$this->assertFalse( $schema['additionalProperties'] ?? null, $where . ': additionalProperties false' );
			foreach ( (array) ( $schema['properties'] ?? array() ) as $property => $child ) {
				$this->assertNotEmpty( $child['type'] ?? null, $where . '.' . $property . ' has a type' );
				$this->assertStrict( $child, $where . '.' . $property );
			}
		}
		if ( in_array( 'array', $types, true ) ) {
			$this->assertIsArray( $schema['items'] ?? null, $where . ' lists typed items' );
			$this->assertStrict( $schema['items'], $where . '[]' );
		}
	}
}
