<?php
/**
 * Trait Runs_Abilities
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

use WP_REST_Request;
use WP_REST_Response;

/**
 * Runs Site Kit's abilities through the Abilities API's own REST route (wp-abilities/v1/abilities/{name}/run), as an
 * AI client or automation does, and compares their figures with the dashboard's datapoints.
 */
trait Runs_Abilities {

	/**
	 * Skips a test on a WordPress without the Abilities API (before 6.9) — and fails it on 6.9 or newer, where the
	 * API must be there: the test never goes quietly unrun where it matters.
	 */
	protected function require_abilities_api(): void {
		global $wp_version;
		if ( version_compare( $wp_version, '6.9', '>=' ) ) {
			$this->assertTrue( function_exists( 'wp_register_ability' ), 'WordPress ' . $wp_version . ' has the Abilities API' );
			return;
		}
		$this->assertFalse( function_exists( 'wp_register_ability' ) );
		$this->markTestSkipped( 'Needs the Abilities API (WordPress 6.9 or newer); this is WordPress ' . $wp_version . '.' );
	}

	/**
	 * Runs an ability through the REST route.
	 *
	 * @param string               $name   Ability name without the namespace (get-site-stats).
	 * @param array<string, mixed> $input  Input, sent as the query's input[…] (GET) or the JSON body's input (POST).
	 * @param string               $method HTTP method.
	 */
	protected function run_ability( string $name, array $input = array(), string $method = 'GET' ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/wp-abilities/v1/abilities/google-site-kit/' . $name . '/run' );
		if ( $input && 'GET' === $method ) {
			$request->set_query_params( array( 'input' => $input ) );
		} elseif ( $input ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( array( 'input' => $input ) ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Runs an ability and asserts it answered 200.
	 *
	 * @param string               $name  Ability name without the namespace.
	 * @param array<string, mixed> $input Input.
	 * @return array<string, mixed> Its answer as a client gets it (JSON).
	 */
	protected function ability_answer( string $name, array $input = array() ): array {
		$response = $this->run_ability( $name, $input );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * The figures of an answer, figure => [ value, previous ].
	 *
	 * @param array<string, mixed> $answer A headline ability's answer.
	 * @return array<string, array{0: int|float, 1: int|float|null}>
	 */
	protected function figures_of( array $answer ): array {
		$out = array();
		foreach ( $answer['figures'] as $figure ) {
			$out[ $figure['figure'] ] = array( $figure['value'], $figure['previous'] );
		}
		return $out;
	}

	/**
	 * Provider calls in the emulator's log (OAuth's left out).
	 *
	 * @return string[] Their paths.
	 */
	protected function provider_calls(): array {
		return array_values(
			array_filter(
				array_map( static fn( $r ) => (string) $r['path'], Emulator::requests() ),
				static fn( string $path ) => ! str_contains( $path, 'oauth2' ) && ! str_contains( $path, 'accounts.google.com' )
			)
		);
	}

	/**
	 * Shares services with the editor role.
	 *
	 * @param string[] $slugs Services.
	 */
	protected function share_with_editors( array $slugs ): void {
		$sharing = array();
		foreach ( $slugs as $slug ) {
			$sharing[ $slug ] = array(
				'sharedRoles' => array( 'editor' ),
				'management'  => 'owner',
			);
		}
		update_option( 'googlesitekit_dashboard_sharing', $sharing );
	}
}
