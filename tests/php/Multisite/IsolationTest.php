<?php
/**
 * Class IsolationTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Reports\Flight_Lock;
use Google\Site_Kit\Plugin;

/**
 * Each site of a network keeps its own Site Kit: options, user options (a user's tokens per user and site), report
 * cache entries, single-flight locks and email subscriptions.
 *
 * @group multisite
 */
final class IsolationTest extends Network_TestCase {

	public function test_one_person_connected_on_two_sites_has_each_sites_own_tokens_client_and_cache(): void {
		$person = $this->admin_of( $this->kitchen, $this->garden );
		$this->connect_site( $this->kitchen, $person, 'kitchen' );

		$kitchen = $this->site_state( $this->kitchen, $person );
		$garden  = $this->site_state( $this->garden, $person );
		$this->assertTrue( $kitchen['connected'] );
		$this->assertSame( 'kitchen-access', $kitchen['token'] );
		$this->assertSame( 'kitchen', $kitchen['report'] );
		$this->assertFalse( $garden['connected'], 'the garden is not connected by the kitchen’s sign-in' );
		$this->assertNull( $garden['token'] );
		$this->assertNull( $garden['report'] );
		$this->assertSame( array(), $garden['options'] );

		$this->connect_site( $this->garden, $person, 'garden' );
		$this->assertSame( 'kitchen-access', $this->site_state( $this->kitchen, $person )['token'] );
		$this->assertSame( 'garden-access', $this->site_state( $this->garden, $person )['token'] );
		$this->assertSame( 'kitchen', $this->site_state( $this->kitchen, $person )['report'] );
		$this->assertSame( 'garden', $this->site_state( $this->garden, $person )['report'] );
		$clients = array_map(
			fn( int $site ) => $this->on_site( $site, static fn( Plugin $plugin ) => $plugin->credentials()->get()['client_id'] ?? null ),
			array( 1, $this->kitchen, $this->garden )
		);
		$this->assertSame( array( null, 'kitchen-client.apps.googleusercontent.com', 'garden-client.apps.googleusercontent.com' ), $clients );
		// The main site, where the person is no member, holds nothing of theirs.
		$this->assertNull( $this->site_state( 1, $person )['token'] );
	}

	public function test_a_sites_modules_and_settings_are_its_own(): void {
		$this->on_site( $this->kitchen, static fn( Plugin $plugin ) => update_option( 'googlesitekit_active_modules', array( 'analytics' ) ) );
		$active = fn( int $site ) => $this->on_site( $site, static fn( Plugin $plugin ) => $plugin->modules()->is_active( 'analytics' ) );
		$this->assertTrue( $active( $this->kitchen ) );
		$this->assertFalse( $active( $this->garden ) );
		$this->assertFalse( $active( 1 ) );
	}

	public function test_a_single_flight_lock_is_held_on_its_site_only(): void {
		$token = $this->on_site( $this->kitchen, static fn() => ( new Flight_Lock() )->acquire( 'network-test-lock', 30 ) );
		$this->assertIsString( $token );
		$this->assertTrue( $this->on_site( $this->kitchen, static fn() => ( new Flight_Lock() )->is_held( 'network-test-lock' ) ) );
		$this->assertFalse( $this->on_site( $this->garden, static fn() => ( new Flight_Lock() )->is_held( 'network-test-lock' ) ) );
		$other = $this->on_site( $this->garden, static fn() => ( new Flight_Lock() )->acquire( 'network-test-lock', 30 ) );
		$this->assertIsString( $other, 'the garden takes its own lock of the same name' );
		$this->on_site( $this->kitchen, static fn() => ( new Flight_Lock() )->release( 'network-test-lock', $token ) );
		$this->on_site( $this->garden, static fn() => ( new Flight_Lock() )->release( 'network-test-lock', $other ) );
	}

	public function test_email_subscriptions_are_per_site(): void {
		$person = $this->admin_of( $this->kitchen, $this->garden );
		$sub    = $this->on_site( $this->kitchen, static fn( Plugin $plugin ) => $plugin->email_subscriptions()->set_user( $person, 'weekly' ) );
		$this->assertIsArray( $sub );
		$outside = $this->on_site( $this->kitchen, static fn( Plugin $plugin ) => $plugin->email_subscriptions()->add_outside( 'reader@example.org', 'monthly', $person ) );
		$this->assertIsArray( $outside );

		$emails  = fn( int $site ) => $this->on_site(
			$site,
			static fn( Plugin $plugin ) => array_map( static fn( array $one ) => $one['email'] . ':' . $one['frequency'], $plugin->email_subscriptions()->all() )
		);
		$kitchen = $emails( $this->kitchen );
		sort( $kitchen );
		$this->assertSame( array( strtolower( get_userdata( $person )->user_email ) . ':weekly', 'reader@example.org:monthly' ), $kitchen );
		$this->assertSame( array(), $emails( $this->garden ) );
		$this->assertNull( $this->on_site( $this->garden, static fn( Plugin $plugin ) => $plugin->email_subscriptions()->for_user( $person ) ) );

		// The person subscribes on the garden too, to another frequency: the kitchen's stays.
		$this->on_site( $this->garden, static fn( Plugin $plugin ) => $plugin->email_subscriptions()->set_user( $person, 'monthly' ) );
		$this->assertSame( 'weekly', $this->on_site( $this->kitchen, static fn( Plugin $plugin ) => $plugin->email_subscriptions()->for_user( $person )['frequency'] ?? null ) );
		$this->assertSame( 'monthly', $this->on_site( $this->garden, static fn( Plugin $plugin ) => $plugin->email_subscriptions()->for_user( $person )['frequency'] ?? null ) );
	}
}
