<?php
/**
 * Class Network_TestCase
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Admin\Activation_Banner;
use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Plugin;
use Google\Site_Kit\Tests\TestCase;

/**
 * The local test network (MULTISITE=1): sites `/` (1), `/kitchen/` and `/garden/`, the super admin `admin` and the
 * administrators of one site each, `kitchen-admin` and `garden-admin`. Each test starts and ends with no Site Kit
 * data on any site nor for the network.
 */
abstract class Network_TestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_network();
	}

	protected function tearDown(): void {
		$this->tear_down_network();
		parent::tearDown();
	}

	/**
	 * Site ID of /kitchen/.
	 */
	protected int $kitchen = 0;

	/**
	 * Site ID of /garden/.
	 */
	protected int $garden = 0;

	/**
	 * Finds the network's sites and empties Site Kit everywhere.
	 */
	private function set_up_network(): void {
		$this->assertTrue( is_multisite(), 'These tests run on the local network: MULTISITE=1 npm run test:php' );
		$this->kitchen = $this->site_at( '/kitchen/' );
		$this->garden  = $this->site_at( '/garden/' );
		$this->empty_network();
	}

	/**
	 * Removes every site's Site Kit data and the network client.
	 */
	protected function empty_network(): void {
		$this->plugin()->site_context()->each( static fn( Plugin $plugin ) => $plugin->reset_service()->all() );
		delete_site_option( Credentials::NETWORK_OPTION );
		delete_site_option( Activation_Banner::OPTION );
	}

	/**
	 * The ID of the site at a path.
	 *
	 * @param string $path Site path.
	 */
	protected function site_at( string $path ): int {
		$ids = get_sites(
			array(
				'path'   => $path,
				'fields' => 'ids',
			)
		);
		$this->assertCount( 1, $ids, "the site {$path}" );
		return (int) $ids[0];
	}

	/**
	 * The ID of a user of the local network.
	 *
	 * @param string $login Login.
	 */
	protected function user( string $login ): int {
		$user = get_user_by( 'login', $login );
		$this->assertNotFalse( $user, "the user {$login}" );
		return (int) $user->ID;
	}

	/**
	 * Runs code as a site.
	 *
	 * @param int      $site Site ID.
	 * @param callable $code Given the site's plugin.
	 * @return mixed
	 */
	protected function on_site( int $site, callable $code ) {
		return $this->plugin()->site_context()->run( $site, $code );
	}

	/**
	 * Connects a site as Site Kit's sign-in does: the site's own client (unless it uses the network's), a user's
	 * tokens and profile, the owner, Search Console's property, a cached report.
	 *
	 * @param int    $site   Site ID.
	 * @param int    $user   User who signs in.
	 * @param string $tag    What tells this site's data apart (in its tokens, client and cached report).
	 * @param bool   $client Whether the site saves its own client.
	 */
	protected function connect_site( int $site, int $user, string $tag, bool $client = true ): void {
		$this->on_site(
			$site,
			static function ( Plugin $plugin ) use ( $user, $tag, $client ): void {
				if ( $client ) {
					$plugin->credentials()->save( "{$tag}-client.apps.googleusercontent.com", "{$tag}-secret" );
				}
				$plugin->token_store()->save_tokens(
					$user,
					array(
						'access_token'  => "{$tag}-access",
						'refresh_token' => "{$tag}-refresh",
						'expires_in'    => 3600,
						'scope'         => 'openid email',
					)
				);
				$plugin->token_store()->save_profile( $user, array( 'email' => "{$tag}@example.com" ) );
				update_option( 'googlesitekit_owner_id', $user );
				update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => home_url( '/' ) ) );
				$cache = $plugin->report_cache();
				$cache->store( 'network-test-report', array( 'clicks' => $tag ), HOUR_IN_SECONDS );
				$cache->commit();
			}
		);
	}

	/**
	 * What a site holds of Site Kit: whether it is connected, the user's access token there, its cached report.
	 *
	 * @param int $site Site ID.
	 * @param int $user User.
	 * @return array{connected: bool, token: string|null, report: mixed, options: string[]}
	 */
	protected function site_state( int $site, int $user ): array {
		return $this->on_site(
			$site,
			static function ( Plugin $plugin ) use ( $user ): array {
				global $wpdb;
				wp_cache_flush_runtime();
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- what the site's table holds, past any cache.
				$options = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%' ORDER BY option_name" );
				return array(
					'connected' => $plugin->connection()->is_connected(),
					'token'     => $plugin->token_store()->tokens( $user )['access_token'] ?? null,
					'report'    => $plugin->report_cache()->fresh( 'network-test-report' )['value']['clicks'] ?? null,
					'options'   => $options,
				);
			}
		);
	}

	/**
	 * Users made by admin_of(), deleted from the network afterwards.
	 *
	 * @var int[]
	 */
	private array $network_users = array();

	/**
	 * A new user, administrator of the given sites only.
	 *
	 * @param int ...$sites Site IDs.
	 */
	protected function admin_of( int ...$sites ): int {
		return $this->member_of( 'administrator', ...$sites );
	}

	/**
	 * A new user with a role on the given sites only.
	 *
	 * @param string $role  Role.
	 * @param int    ...$sites Site IDs.
	 */
	protected function member_of( string $role, int ...$sites ): int {
		$login = 'net_' . wp_generate_password( 8, false, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => 'password',
				'user_email' => strtolower( $login ) . '@example.org',
				'role'       => '',
			)
		);
		$this->assertIsInt( $id );
		// WordPress makes a new user a member of the current site: only the sites asked for.
		remove_user_from_blog( $id, get_current_blog_id() );
		foreach ( $sites as $site ) {
			add_user_to_blog( $site, $id, $role );
		}
		$this->network_users[] = $id;
		return $id;
	}

	/**
	 * Deletes the users admin_of() made, from the whole network.
	 */
	private function tear_down_network(): void {
		require_once ABSPATH . 'wp-admin/includes/ms.php';
		foreach ( $this->network_users as $id ) {
			wpmu_delete_user( $id );
		}
		$this->network_users = array();
		$this->empty_network();
	}
}
