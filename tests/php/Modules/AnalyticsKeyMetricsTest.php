<?php
/**
 * Class AnalyticsKeyMetricsTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Modules\Analytics\Analytics;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * What the key metric tiles need from Analytics: the custom dimensions for authors and categories
 * (listed, created with analytics.edit only), the lead and purchase events seen, and the post's
 * author and categories in the Google tag.
 */
final class AnalyticsKeyMetricsTest extends TestCase {

	use Signs_In;

	private const PROPERTY  = '300000001';
	private const ADMIN_API = 'https://analyticsadmin.googleapis.com/v1beta/';
	private const NAMES     = array( 'googlesitekit_post_author', 'googlesitekit_post_categories' );

	/**
	 * The admin, Analytics active on the demo property.
	 */
	private int $user_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'accountID'       => '100000001',
				'propertyID'      => self::PROPERTY,
				'webDataStreamID' => '4000000001',
				'measurementID'   => 'G-KMTEST1',
				'useSnippet'      => true,
				'ownerID'         => 0,
			)
		);
		$this->user_id = $this->login_as( 'administrator' )->ID;
	}

	protected function tearDown(): void {
		Emulator::control( 'POST', '/scenario', array( 'name' => 'default' ) );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Calls a datapoint of the analytics module.
	 *
	 * @param string               $method    GET or POST.
	 * @param string               $datapoint Datapoint.
	 * @param array<string, mixed> $params    Query (GET) or data (POST).
	 */
	private function call( string $method, string $datapoint, array $params = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/google-site-kit/v1/modules/analytics/data/' . $datapoint );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( array( 'data' => $params ) ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Custom dimension creations Google received.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function creations(): array {
		return array_values( array_filter( Emulator::requests( 'customDimensions' ), static fn( $r ) => 'POST' === $r['method'] ) );
	}

	/**
	 * The property's custom dimensions as Google lists them.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function google_dimensions(): array {
		$response = $this->plugin()->client()->request( $this->user_id, 'GET', self::ADMIN_API . 'properties/' . self::PROPERTY . '/customDimensions' );
		$this->assertIsArray( $response );
		return (array) ( $response['customDimensions'] ?? array() );
	}

	public function test_a_new_property_has_no_custom_dimensions(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->call( 'GET', 'custom-dimensions' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array(), $response->get_data() );
	}

	public function test_creating_without_the_edit_scope_asks_for_it_and_calls_no_one(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->call( 'POST', 'create-custom-dimensions', array( 'parameterNames' => self::NAMES ) );
		$data     = $response->get_data();

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'missing_required_scopes', $data['code'] );
		$this->assertSame( array( Analytics::EDIT_SCOPE ), $data['data']['scopes'] );
		$this->assertStringContainsString( rawurlencode( Analytics::EDIT_SCOPE ), $data['data']['reconnectURL'] );
		$this->assertSame( array(), $this->creations() );
	}

	public function test_creates_the_missing_dimensions_once_and_the_list_shows_them_at_once(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		$this->assertSame( array(), $this->call( 'GET', 'custom-dimensions' )->get_data(), 'listed (and cached) before' );

		$response = $this->call( 'POST', 'create-custom-dimensions', array( 'parameterNames' => array( 'googlesitekit_post_author' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'googlesitekit_post_author' ), $response->get_data() );
		$this->assertSame( array( 'googlesitekit_post_author' ), $this->call( 'GET', 'custom-dimensions' )->get_data(), 'the cache was cleared' );

		$both = $this->call( 'POST', 'create-custom-dimensions', array( 'parameterNames' => self::NAMES ) );
		$this->assertSame( 200, $both->get_status(), wp_json_encode( $both->get_data() ) );
		$this->assertEqualsCanonicalizing( self::NAMES, $both->get_data() );

		$this->assertCount( 2, $this->creations(), 'the existing one was not created again' );
		$google = $this->google_dimensions();
		$this->assertSame( self::NAMES, array_column( $google, 'parameterName' ) );
		$this->assertSame( array( 'EVENT', 'EVENT' ), array_column( $google, 'scope' ) );
		$this->assertSame( array( 'Post author', 'Post categories' ), array_column( $google, 'displayName' ) );

		$again = $this->call( 'POST', 'create-custom-dimensions', array( 'parameterNames' => self::NAMES ) );
		$this->assertSame( 200, $again->get_status() );
		$this->assertCount( 2, $this->creations(), 'nothing is created when both exist' );
	}

	public function test_a_dimension_created_elsewhere_meanwhile_counts_as_created(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		// Another dimension already holds our display name, under another parameter.
		$other = $this->plugin()->client()->request(
			$this->user_id,
			'POST',
			self::ADMIN_API . 'properties/' . self::PROPERTY . '/customDimensions',
			array(),
			array(
				'parameterName' => 'author_name',
				'displayName'   => 'Post author',
				'scope'         => 'EVENT',
			)
		);
		$this->assertIsArray( $other );

		$response = $this->call( 'POST', 'create-custom-dimensions', array( 'parameterNames' => array( 'googlesitekit_post_author' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertEqualsCanonicalizing( array( 'author_name', 'googlesitekit_post_author' ), $response->get_data() );
		$this->assertSame( 'Site Kit Post author', array_column( $this->google_dimensions(), 'displayName', 'parameterName' )['googlesitekit_post_author'] );
	}

	public function test_bad_parameter_names_get_a_400_naming_the_argument_and_call_no_one(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		foreach ( array( array(), array( 'parameterNames' => array() ), array( 'parameterNames' => array( 'page_title' ) ), array( 'parameterNames' => array( 'googlesitekit_post_author', 'googlesitekit_post_author' ) ) ) as $params ) {
			$response = $this->call( 'POST', 'create-custom-dimensions', $params );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $params ) );
			$this->assertStringContainsString( 'parameterNames', (string) $response->get_data()['message'] );
		}
		$this->assertSame( array(), $this->creations() );
	}

	public function test_view_only_users_read_but_never_create(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		$settings            = get_option( 'googlesitekit_analytics_settings' );
		$settings['ownerID'] = $this->user_id;
		update_option( 'googlesitekit_analytics_settings', $settings );
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/modules/data/sharing-settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'data' => array(
						'sharingSettings' => array(
							'analytics' => array(
								'sharedRoles' => array( 'editor' ),
								'management'  => 'owner',
							),
						),
					),
				)
			)
		);
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		$this->login_as( 'editor' );

		$this->assertSame( 200, $this->call( 'GET', 'custom-dimensions' )->get_status() );
		$this->assertSame( 200, $this->call( 'GET', 'detected-events' )->get_status() );
		$this->assertSame( 403, $this->call( 'POST', 'create-custom-dimensions', array( 'parameterNames' => self::NAMES ) )->get_status() );
		$this->assertSame( array(), $this->creations() );
	}

	public function test_a_property_without_lead_or_purchase_events_has_detected_neither(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->call( 'GET', 'detected-events' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'leads'     => false,
				'purchases' => false,
			),
			$response->get_data()
		);
	}

	public function test_lead_and_purchase_events_are_detected_once_and_then_cached(): void {
		$this->sign_in_with_google( $this->user_id );
		Emulator::control( 'POST', '/scenario', array( 'name' => 'leads-and-sales' ) );
		$expected = array(
			'leads'     => true,
			'purchases' => true,
		);
		$this->assertSame( $expected, $this->call( 'GET', 'detected-events' )->get_data() );
		$this->assertSame( $expected, $this->call( 'GET', 'detected-events' )->get_data() );
		$this->assertCount( 1, Emulator::requests( 'runReport' ), 'the second answer came from the cache' );
	}

	public function test_the_tag_on_a_post_sends_its_author_and_categories_safely(): void {
		$name   = 'Ann </script><script>alert(1)</script> "O\'Neil" & co';
		$author = wp_insert_user(
			array(
				'user_login'   => 'km-author-' . wp_generate_password( 6, false ),
				'user_pass'    => wp_generate_password(),
				'role'         => 'author',
				'display_name' => $name,
			)
		);
		$this->assertIsInt( $author );
		// WordPress strips tags from names it saves and stores & as &amp;; an import or plugin may not.
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'display_name' => str_replace( '&', '&amp;', $name ) ), array( 'ID' => $author ) );
		clean_user_cache( $author );
		$parent = wp_insert_term( 'KM Recipes', 'category' );
		$child  = wp_insert_term( 'KM Breakfast & Brunch', 'category', array( 'parent' => $parent['term_id'] ) );
		$post   = wp_insert_post(
			array(
				'post_title'    => 'A post',
				'post_status'   => 'publish',
				'post_author'   => $author,
				'post_category' => array( $child['term_id'], $parent['term_id'] ),
			)
		);
		$page   = wp_insert_post(
			array(
				'post_title'  => 'A page',
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_author' => $author,
			)
		);
		$query  = $GLOBALS['wp_query'];
		try {
			$html = $this->gtag_output_of( array( 'p' => $post ) );
			$this->assertStringNotContainsString( '</script><script>alert', $html );
			$this->assertSame( 2, substr_count( $html, '</script>' ), 'only the two tags close' );
			$config = $this->config_call( $html );
			$this->assertSame( 'G-KMTEST1', $config[0] );
			$this->assertSame(
				array(
					'googlesitekit_post_author'     => $name,
					'googlesitekit_post_categories' => 'KM Recipes,KM Breakfast & Brunch',
				),
				$config[1]
			);

			$this->assertSame( array( 'G-KMTEST1' ), $this->config_call( $this->gtag_output_of( array( 'page_id' => $page ) ) ), 'a page sends neither' );
			$this->assertSame( array( 'G-KMTEST1' ), $this->config_call( $this->gtag_output_of( array() ) ), 'the posts page sends neither' );
		} finally {
			$GLOBALS['wp_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restores the main query.
			wp_delete_post( $post, true );
			wp_delete_post( $page, true );
			wp_delete_term( $child['term_id'], 'category' );
			wp_delete_term( $parent['term_id'], 'category' );
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $author );
		}
	}

	/**
	 * What the module prints in the head of the page a query finds.
	 *
	 * @param array<string, mixed> $query WP_Query arguments of the page.
	 */
	private function gtag_output_of( array $query ): string {
		$GLOBALS['wp_query'] = new \WP_Query( $query ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.
		ob_start();
		$this->plugin()->modules()->get( 'analytics' )->print_gtag();
		return (string) ob_get_clean();
	}

	/**
	 * The arguments after 'config' in the printed gtag call, decoded as the browser would read them.
	 *
	 * @param string $html Printed tags.
	 * @return array<int, mixed>
	 */
	private function config_call( string $html ): array {
		$this->assertSame( 1, preg_match( "/gtag\\('config', (.*)\\);<\\/script>/", $html, $match ), $html );
		$decoded = json_decode( '[' . $match[1] . ']', true );
		$this->assertIsArray( $decoded, $match[1] );
		return $decoded;
	}
}
