<?php
/**
 * Class NetworkClientTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Network\Network_Settings_Form;
use Google\Site_Kit\Plugin;
use Google\Site_Kit\Tests\Support\Emulator;
use RuntimeException;

/**
 * The network's OAuth client: set once on Network Admin → Site Kit → Settings, used by every site without its own,
 * its secret never printed nor answered; the form refuses bad input and changes nothing then.
 *
 * @group multisite
 */
final class NetworkClientTest extends Network_TestCase {

	private const ID     = 'network-1234.apps.googleusercontent.com';
	private const SECRET = 'GOCSPX-network-Secret_9f8e7d';

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->user( 'admin' ) );
	}

	protected function tearDown(): void {
		unset( $_POST['_wpnonce'], $_REQUEST['_wpnonce'] );
		remove_all_filters( 'wp_die_handler' );
		parent::tearDown();
	}

	/**
	 * The settings form's handler.
	 */
	private function form(): Network_Settings_Form {
		return new Network_Settings_Form( $this->plugin()->credentials() );
	}

	/**
	 * The client a site uses: [ client ID, source ] (no secret).
	 *
	 * @param int $site Site ID.
	 * @return array{0: string|null, 1: string|null}
	 */
	private function client_of( int $site ): array {
		return $this->on_site(
			$site,
			static function ( Plugin $plugin ): array {
				$client = $plugin->credentials()->get();
				return array( $client['client_id'] ?? null, $client['source'] ?? null );
			}
		);
	}

	public function test_every_site_without_its_own_client_uses_the_networks(): void {
		$this->assertSame( array( null, null ), $this->client_of( $this->kitchen ) );
		$this->assertSame(
			Network_Settings_Form::SAVED,
			$this->form()->apply(
				array(
					'googlesitekit_client_id'     => '  ' . self::ID . ' ',
					'googlesitekit_client_secret' => self::SECRET,
				)
			)
		);
		$this->on_site( $this->garden, static fn( Plugin $plugin ) => $plugin->credentials()->save( 'garden-own.apps.googleusercontent.com', 'garden-secret' ) );

		$this->assertSame( array( self::ID, 'network' ), $this->client_of( 1 ) );
		$this->assertSame( array( self::ID, 'network' ), $this->client_of( $this->kitchen ) );
		$this->assertSame( array( 'garden-own.apps.googleusercontent.com', 'option' ), $this->client_of( $this->garden ) );
		$this->assertSame( self::SECRET, $this->on_site( $this->kitchen, static fn( Plugin $plugin ) => $plugin->credentials()->get()['client_secret'] ?? null ) );
		// Stored encrypted.
		$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( get_site_option( Credentials::NETWORK_OPTION ) ) );
		$this->assertStringNotContainsString( self::ID, (string) wp_json_encode( get_site_option( Credentials::NETWORK_OPTION ) ) );

		$this->assertSame( Network_Settings_Form::REMOVED, $this->form()->apply( array( 'googlesitekit_do' => 'remove' ) ) );
		$this->assertSame( array( null, null ), $this->client_of( $this->kitchen ) );
		$this->assertSame( array( 'garden-own.apps.googleusercontent.com', 'option' ), $this->client_of( $this->garden ) );
	}

	public function test_a_site_signs_in_with_google_through_the_networks_client(): void {
		Emulator::reset();
		$this->form()->apply(
			array(
				'googlesitekit_client_id'     => 'sitekit-demo-client.apps.googleusercontent.com',
				'googlesitekit_client_secret' => 'sitekit-demo-secret',
			)
		);
		$kitchen_admin = $this->user( 'kitchen-admin' );
		$outcome       = $this->on_site(
			$this->kitchen,
			static function ( Plugin $plugin ) use ( $kitchen_admin ): array {
				$challenge = $plugin->pkce()->start( $kitchen_admin, 'network-state', 600 );
				$url       = (string) $plugin->oauth_client()->authorize_url( $plugin->authentication()->required_scopes(), 'network-state', $challenge );
				$redirect  = Emulator::consent( $url );
				$tokens    = $plugin->oauth_client()->exchange_code( (string) ( $redirect['code'] ?? '' ), (string) $plugin->pkce()->take( $kitchen_admin, 'network-state' ) );
				if ( is_array( $tokens ) ) {
					$plugin->token_store()->save_tokens( $kitchen_admin, $tokens );
				}
				parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
				return array(
					'query'     => $query,
					'tokens'    => is_array( $tokens ) ? 'ok' : $tokens->get_error_message(),
					'connected' => $plugin->connection()->is_connected(),
				);
			}
		);
		$this->assertSame( 'sitekit-demo-client.apps.googleusercontent.com', $outcome['query']['client_id'] );
		$this->assertSame( get_admin_url( $this->kitchen, 'index.php?oauth2callback=1' ), $outcome['query']['redirect_uri'] );
		$this->assertSame( 'ok', $outcome['tokens'], 'Google took the network client’s secret' );
		$this->assertTrue( $outcome['connected'] );
		$this->assertFalse( $this->site_state( $this->garden, $kitchen_admin )['connected'] );
	}

	/**
	 * Signs a user in with Google on a site through the emulator's consent screen (the network's client).
	 *
	 * @param int $site    Site ID.
	 * @param int $user_id User.
	 * @return bool Whether the site is connected afterwards.
	 */
	private function sign_in_on( int $site, int $user_id ): bool {
		return $this->on_site(
			$site,
			static function ( Plugin $plugin ) use ( $user_id ): bool {
				$challenge = $plugin->pkce()->start( $user_id, 'shared-state', 600 );
				$url       = (string) $plugin->oauth_client()->authorize_url( $plugin->authentication()->required_scopes(), 'shared-state', $challenge );
				$redirect  = Emulator::consent( $url );
				$tokens    = $plugin->oauth_client()->exchange_code( (string) ( $redirect['code'] ?? '' ), (string) $plugin->pkce()->take( $user_id, 'shared-state' ) );
				if ( is_array( $tokens ) ) {
					$plugin->token_store()->save_tokens( $user_id, $tokens );
				}
				return $plugin->connection()->is_connected();
			}
		);
	}

	public function test_signing_out_of_one_site_keeps_the_same_google_grant_of_the_other_sites_sharing_the_client(): void {
		Emulator::reset();
		$this->form()->apply(
			array(
				'googlesitekit_client_id'     => 'sitekit-demo-client.apps.googleusercontent.com',
				'googlesitekit_client_secret' => 'sitekit-demo-secret',
			)
		);
		$person = $this->admin_of( 1, $this->kitchen );
		$this->assertTrue( $this->sign_in_on( 1, $person ) );
		$this->assertTrue( $this->sign_in_on( $this->kitchen, $person ) );

		// The person signs out on the kitchen site (its own reset signs each admin out the same way).
		$this->on_site( $this->kitchen, static fn( Plugin $plugin ) => $plugin->authentication()->disconnect( $person ) );
		$this->assertFalse( $this->site_state( $this->kitchen, $person )['connected'] );

		// Google still honours the main site's refresh token: the grant both sites shared was not revoked.
		$refreshed = $this->on_site(
			1,
			static function ( Plugin $plugin ) use ( $person ) {
				$tokens = $plugin->token_store()->tokens( $person );
				$answer = $plugin->oauth_client()->refresh( (string) ( $tokens['refresh_token'] ?? '' ) );
				return is_array( $answer ) ? 'ok' : $answer->get_error_message();
			}
		);
		$this->assertSame( 'ok', $refreshed );
		$this->assertSame( array(), Emulator::requests( '/revoke' ), 'no revoke reached Google' );
	}

	public function test_the_form_refuses_bad_input_and_changes_nothing(): void {
		$this->form()->apply(
			array(
				'googlesitekit_client_id'     => self::ID,
				'googlesitekit_client_secret' => self::SECRET,
			)
		);
		$stored = get_site_option( Credentials::NETWORK_OPTION );
		$bad    = array(
			Network_Settings_Form::BAD_CLIENT_ID => array(
				array( 'not-a-client-id', self::SECRET ),
				array( '', 'whatever' ),
				array( 'evil"><script>.apps.googleusercontent.com', self::SECRET ),
			),
			Network_Settings_Form::BAD_SECRET    => array(
				array( 'other.apps.googleusercontent.com', 'has spaces inside' ),
				array( 'other.apps.googleusercontent.com', '' ),
				array( 'other.apps.googleusercontent.com', str_repeat( 'x', 201 ) ),
			),
		);
		foreach ( $bad as $outcome => $cases ) {
			foreach ( $cases as list( $id, $secret ) ) {
				$this->assertSame(
					$outcome,
					$this->form()->apply(
						array(
							'googlesitekit_client_id'     => $id,
							'googlesitekit_client_secret' => $secret,
						)
					),
					$id
				);
				$this->assertSame( $stored, get_site_option( Credentials::NETWORK_OPTION ), 'nothing changed' );
			}
		}
		$this->assertSame( array( self::ID, 'network' ), $this->client_of( $this->kitchen ) );
		$message = Network_Settings_Form::message( Network_Settings_Form::BAD_SECRET );
		$this->assertTrue( $message[0] );
		$this->assertStringStartsWith( 'Nothing was saved', $message[1] );
	}

	public function test_the_form_handler_refuses_a_post_without_its_nonce_or_from_a_site_admin(): void {
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title, $args ) {
				throw new RuntimeException( 'died ' . (int) ( $args['response'] ?? 0 ) );
			}
		);
		$_POST = array(
			'googlesitekit_client_id'     => self::ID,
			'googlesitekit_client_secret' => self::SECRET,
		);
		foreach ( array(
			'admin'         => '',
			'kitchen-admin' => 'nonce',
		) as $login => $nonce ) {
			wp_set_current_user( $this->user( $login ) );
			$_REQUEST['_wpnonce'] = 'nonce' === $nonce ? wp_create_nonce( Network_Settings_Form::ACTION ) : '';
			$_POST['_wpnonce']    = $_REQUEST['_wpnonce'];
			try {
				$this->form()->handle_post();
				$this->fail( "{$login}: the post went through" );
			} catch ( RuntimeException $died ) {
				$this->assertSame( 'died 403', $died->getMessage(), $login );
			}
			$this->assertFalse( get_site_option( Credentials::NETWORK_OPTION ), "{$login}: nothing saved" );
		}
		$_POST = array();
	}

	public function test_the_secret_appears_in_no_page_and_no_answer(): void {
		$this->form()->apply(
			array(
				'googlesitekit_client_id'     => self::ID,
				'googlesitekit_client_secret' => self::SECRET,
			)
		);
		$kitchen_admin = $this->user( 'kitchen-admin' );

		// The kitchen's setup screen (with the oauth-client answer preloaded in it) names the client, not the secret.
		$response = $this->get_as( $kitchen_admin, get_admin_url( $this->kitchen, 'admin.php?page=googlesitekit-splash' ) );
		$body     = wp_remote_retrieve_body( $response );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'id="js-googlesitekit-splash"', $body );
		$this->assertStringContainsString( self::ID, $body );
		$this->assertStringContainsString( '"source":"network"', $body );
		$this->assertStringNotContainsString( self::SECRET, $body );

		// The network settings screen: the saved state, every site's redirect URI, no secret.
		$response = $this->get_as( $this->user( 'admin' ), network_admin_url( 'admin.php?page=googlesitekit-network-settings' ) );
		$body     = wp_remote_retrieve_body( $response );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'Saved: the network uses the OAuth client ' . self::ID, $body );
		foreach ( array( 1, $this->kitchen, $this->garden ) as $site ) {
			$this->assertStringContainsString( '>' . esc_textarea( get_admin_url( $site, 'index.php?oauth2callback=1' ) ) . '</textarea>', $body );
		}
		$this->assertStringContainsString( 'Replace the network client', $body );
		$this->assertSame( 3, substr_count( $body, 'Uses the network’s client' ), 'every site uses it' );
		$this->assertStringNotContainsString( self::SECRET, $body );

		// The REST answers of the kitchen's admin.
		switch_to_blog( $this->kitchen );
		try {
			wp_set_current_user( $kitchen_admin );
			$answers = array();
			foreach ( array( 'core/site/data/oauth-client', 'core/site/data/connection', 'core/user/data/authentication' ) as $path ) {
				$answer = rest_do_request( new \WP_REST_Request( 'GET', '/google-site-kit/v1/' . $path ) );
				$this->assertSame( 200, $answer->get_status(), $path );
				$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( $answer->get_data() ), $path );
				$answers[ $path ] = $answer->get_data();
			}
			$this->assertSame( 'network', $answers['core/site/data/oauth-client']['source'] );
			$this->assertSame( self::ID, $answers['core/site/data/oauth-client']['clientID'] );
		} finally {
			restore_current_blog();
		}
	}
}
