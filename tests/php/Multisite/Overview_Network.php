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
	 * Connects a site the way its administrator does: the demo OAuth client, a Google sign-in through the emulator's
	 * consent screen, Search Console, Analytics and AdSense connected with the admin as their owner.
	 *
	 * @param int    $blog_id Site ID.
	 * @param string $login   The site's administrator.
	 * @return int The administrator's ID.
	 */
	protected function connect_site( int $blog_id, string $login ): int {
		$admin = $this->user_id( $login );
		$this->on_site(
			$blog_id,
			function ( Plugin $plugin ) use ( $admin ) {
				$previous = get_current_user_id();
				wp_set_current_user( $admin );
				$this->assertTrue( $plugin->credentials()->save( 'sitekit-demo-client.apps.googleusercontent.com', 'sitekit-demo-secret' ) );
				$state     = 'state-' . $admin;
				$challenge = $plugin->pkce()->start( $admin, $state, 600 );
				$url       = $plugin->oauth_client()->authorize_url( array_merge( $plugin->authentication()->required_scopes(), array( 'https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/adsense.readonly' ) ), $state, $challenge );
				$this->assertIsString( $url );
				$code     = Emulator::consent( $url )['code'] ?? '';
				$verifier = $plugin->pkce()->take( $admin, $state );
				$this->assertIsString( $verifier );
				$tokens = $plugin->oauth_client()->exchange_code( $code, $verifier );
				$this->assertIsArray( $tokens );
				$plugin->token_store()->save_tokens( $admin, $tokens );
				update_option( Authentication::OWNER_OPTION, $admin );
				update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense' ) );
				$publisher = 'pub-1357924680135792'; // The emulator's demo AdSense account.
				update_option(
					'googlesitekit_adsense_settings',
					array(
						'accountID' => $publisher,
						'clientID'  => 'ca-' . $publisher,
						'ownerID'   => $admin,
					)
				);
				update_option(
					'googlesitekit_analytics_settings',
					array(
						'propertyID'    => '300000001',
						'measurementID' => 'G-TEST',
						'ownerID'       => $admin,
					)
				);
				// The demo account's verified property (the emulator's site).
				update_option(
					'googlesitekit_search_console_settings',
					array(
						'propertyID' => trailingslashit( get_home_url( 1 ) ),
						'ownerID'    => $admin,
					)
				);
				wp_set_current_user( $previous );
			}
		);
		return $admin;
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
