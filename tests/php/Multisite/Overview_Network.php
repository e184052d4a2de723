<?php
/**
 * Trait Overview_Network
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Plugin;
use Google\Site_Kit\Tests\Support\Emulator;
use WP_REST_Request;
use WP_REST_Response;

/**
 * What the network overview's tests share: the local network's sites and users, a site connected to Google by its
 * own administrator (with that site's own plugin, Site_Context), the overview's routes as a given user, and a clean
 * slate on every site afterwards.
 */
trait Overview_Network {

	/**
	 * A site's ID by its path ('/', '/kitchen/', '/garden/').
	 *
	 * @param string $path Path.
	 */
	protected function site_id( string $path ): int {
		foreach ( get_sites( array( 'number' => 0 ) ) as $site ) {
			if ( $site->path === $path ) {
				return (int) $site->blog_id;
			}
		}
		$this->fail( "No site at $path" );
	}

	/**
	 * A user's ID by login.
	 *
	 * @param string $login Login.
	 */
	protected function user_id( string $login ): int {
		$user = get_user_by( 'login', $login );
		$this->assertNotFalse( $user, "user $login exists" );
		return (int) $user->ID;
	}

	/**
	 * Runs code as a site, with its own plugin.
	 *
	 * @template T
	 * @param int                $blog_id Site ID.
	 * @param callable(Plugin): T $code   The code.
	 * @return T
	 */
	protected function on_site( int $blog_id, callable $code ): mixed {
		return $this->plugin()->site_context()->run( $blog_id, $code );
	}

	/**
	 * Resets Site Kit on every site of the network and the emulator.
	 */
	protected function reset_network(): void {
		Emulator::reset();
		$this->plugin()->site_context()->each(
			static function ( Plugin $plugin ) {
				$plugin->report_cache()->warm_list()->forget_all();
				$plugin->reset_service()->all();
			}
		);
		wp_cache_flush_runtime();
	}

	/**
	 * Each site's Google account and resources in the emulator (its README, "Several sites"), by site path.
	 *
	 * @var array<string, array{account: string, property: string, adsense: string}>
	 */
	private static array $google = array(
		'/'         => array(
			'account'  => 'site.admin@example.com',
			'property' => '300000001',
			'adsense'  => 'pub-1357924680135792',
		),
		'/kitchen/' => array(
			'account'  => 'site2.admin@example.com',
			'property' => '300010002',
			'adsense'  => 'pub-2468135792468002',
		),
		'/garden/'  => array(
			'account'  => 'site3.admin@example.com',
			'property' => '300010003',
			'adsense'  => 'pub-2468135792468003',
		),
	);

	/**
	 * Connects a site the way its administrator does: the demo OAuth client, a Google sign-in through the emulator's
	 * consent screen with the account that owns the site's Google resources, and Search Console (the site's own
	 * URL-prefix property), Analytics and AdSense connected on them with the admin as their owner.
	 *
	 * @param int    $blog_id Site ID.
	 * @param string $login   The site's administrator.
	 * @return int The administrator's ID.
	 */
	protected function connect_site( int $blog_id, string $login ): int {
		$admin  = $this->user_id( $login );
		$google = self::$google[ get_site( $blog_id )->path ];
		$this->on_site(
			$blog_id,
			function ( Plugin $plugin ) use ( $admin, $google ) {
				$previous = get_current_user_id();
				wp_set_current_user( $admin );
				$this->assertTrue( $plugin->credentials()->save( 'sitekit-demo-client.apps.googleusercontent.com', 'sitekit-demo-secret' ) );
				$state     = 'state-' . $admin;
				$challenge = $plugin->pkce()->start( $admin, $state, 600 );
				$url       = $plugin->oauth_client()->authorize_url( array_merge( $plugin->authentication()->required_scopes(), array( 'https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/adsense.readonly' ) ), $state, $challenge );
				$this->assertIsString( $url );
				$verifier = $plugin->pkce()->take( $admin, $state );
				$this->assertIsString( $verifier );
				$tokens = $plugin->oauth_client()->exchange_code( $this->consent_as( $url, $google['account'] ), $verifier );
				$this->assertIsArray( $tokens, is_wp_error( $tokens ) ? $tokens->get_error_message() : '' );
				$plugin->token_store()->save_tokens( $admin, $tokens );
				update_option( Authentication::OWNER_OPTION, $admin );
				update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense' ) );
				update_option(
					'googlesitekit_analytics_settings',
					array(
						'propertyID'    => $google['property'],
						'measurementID' => 'G-TEST',
						'ownerID'       => $admin,
					)
				);
				update_option(
					'googlesitekit_search_console_settings',
					array(
						'propertyID' => home_url( '/' ),
						'ownerID'    => $admin,
					)
				);
				update_option(
					'googlesitekit_adsense_settings',
					array(
						'accountID' => $google['adsense'],
						'clientID'  => 'ca-' . $google['adsense'],
						'ownerID'   => $admin,
					)
				);
				wp_set_current_user( $previous );
			}
		);
		return $admin;
	}

	/**
	 * Goes through the emulator's consent screen as one of its accounts and returns the authorization code.
	 *
	 * @param string $authorize_url The consent URL the plugin built.
	 * @param string $account       The account's e-mail address.
	 */
	private function consent_as( string $authorize_url, string $account ): string {
		$html = (string) wp_remote_retrieve_body( wp_remote_get( $authorize_url, array( 'timeout' => 20 ) ) );
		$this->assertSame( 1, preg_match( '/name="consent_id" value="([^"]+)"/', $html, $match ), 'a consent form' );
		$response = wp_remote_post(
			Emulator::url() . '/accounts.google.com/signin/oauth/consent',
			array(
				'timeout'     => 20,
				'redirection' => 0,
				'body'        => array(
					'consent_id' => $match[1],
					'decision'   => 'allow',
					'account'    => $account,
				),
			)
		);
		parse_str( (string) wp_parse_url( (string) wp_remote_retrieve_header( $response, 'location' ), PHP_URL_QUERY ), $query );
		$this->assertArrayHasKey( 'code', $query, 'the consent gave a code' );
		return (string) $query['code'];
	}

	/**
	 * GETs a route of the overview as a user.
	 *
	 * @param int                  $user_id User ID (0: nobody).
	 * @param string               $route   Route below the namespace.
	 * @param array<string, mixed> $query   Query.
	 */
	protected function get_route( int $user_id, string $route, array $query = array() ): WP_REST_Response {
		wp_set_current_user( $user_id );
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/' . $route );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * The calls to Google's APIs the emulator logged (not sign-in pages or token exchanges).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function google_calls(): array {
		return array_values( array_filter( Emulator::requests(), static fn( $request ) => ! in_array( $request['api'], array( 'oauth', 'static' ), true ) ) );
	}
}
