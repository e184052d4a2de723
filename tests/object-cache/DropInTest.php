<?php
/**
 * The test-only Redis object cache, on its own (no WordPress), against the Redis server of the test run:
 * bin/test-php.mjs runs it under OBJECT_CACHE=redis, where that server is up.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require_once __DIR__ . '/class-googlesitekit-redis-object-cache.php';

/**
 * Each test has a key prefix of its own; a second instance of the cache on that prefix stands for another request or
 * another server.
 */
final class DropInTest extends \PHPUnit\Framework\TestCase {

	private string $prefix;

	private GoogleSiteKit_Redis_Object_Cache $cache;

	protected function setUp(): void {
		$this->prefix = 'dropin-test-' . bin2hex( random_bytes( 6 ) );
		$this->cache  = $this->request();
	}

	protected function tearDown(): void {
		$this->cache->flush();
	}

	/**
	 * Another request (a fresh instance, nothing of its own cached) on the same prefix.
	 *
	 * @param string|null $prefix Another prefix (another site).
	 */
	private function request( ?string $prefix = null ): GoogleSiteKit_Redis_Object_Cache {
		return new GoogleSiteKit_Redis_Object_Cache( '127.0.0.1', (int) ( getenv( 'GOOGLESITEKIT_REDIS_PORT' ) ?: 6379 ), $prefix ?? $this->prefix );
	}

	/**
	 * How many times Redis ran each command so far (its own statistics).
	 *
	 * @return array<string, int> Command => calls.
	 */
	private function command_calls(): array {
		$calls = array();
		foreach ( $this->cache->redis()->info( 'commandstats' ) as $name => $line ) {
			if ( preg_match( '/calls=(\d+)/', (string) $line, $match ) ) {
				$calls[ str_replace( 'cmdstat_', '', $name ) ] = (int) $match[1];
			}
		}
		return $calls;
	}

	public function test_set_and_get_with_found_and_force(): void {
		$this->assertTrue( $this->cache->set( 'k', array( 'a' => 1 ), 'g' ) );
		$this->assertSame( array( 'a' => 1 ), $this->cache->get( 'k', 'g', false, $found ) );
		$this->assertTrue( $found );

		$this->assertFalse( $this->cache->get( 'missing', 'g', false, $found ) );
		$this->assertFalse( $found );

		// A stored false is found (and told apart from a miss only by $found).
		$this->cache->set( 'no', false, 'g' );
		$this->assertFalse( $this->request()->get( 'no', 'g', false, $found ) );
		$this->assertTrue( $found );

		// Values of every type come back as they went in, in another request.
		foreach ( array( 0, 42, -7, '42', '', 'text', 1.5, true, null, array( 1, 'b' => array( 2 ) ) ) as $i => $value ) {
			$this->cache->set( "t{$i}", $value, 'g' );
			$this->assertSame( $value, $this->request()->get( "t{$i}", 'g', false, $found ), var_export( $value, true ) );
			$this->assertTrue( $found );
		}
		$object     = new stdClass();
		$object->id = 3;
		$this->cache->set( 'o', $object, 'g' );
		$object->id = 4;
		$this->assertSame( 3, $this->cache->get( 'o', 'g' )->id, 'the cache keeps a copy of an object, not the object' );
		$this->cache->get( 'o', 'g' )->id = 5;
		$this->assertSame( 3, $this->cache->get( 'o', 'g' )->id, 'and hands out copies' );
		$this->assertEquals( (object) array( 'id' => 3 ), $this->request()->get( 'o', 'g' ) );

		// Another server changes the value: this request keeps its copy unless forced.
		$this->request()->set( 'k', 'changed', 'g' );
		$this->assertSame( array( 'a' => 1 ), $this->cache->get( 'k', 'g' ) );
		$this->assertSame( 'changed', $this->cache->get( 'k', 'g', true ) );
		$this->request()->delete( 'k', 'g' );
		$this->assertFalse( $this->cache->get( 'k', 'g', true, $found ) );
		$this->assertFalse( $found );
		$this->assertFalse( $this->cache->get( 'k', 'g', false, $found ), 'a forced miss drops the runtime copy' );
		$this->assertFalse( $found );
	}

	public function test_add_only_when_free_and_replace_only_when_there(): void {
		$other = $this->request();
		$this->assertTrue( $other->add( 'k', 'first', 'g' ) );
		$this->assertFalse( $this->cache->add( 'k', 'second', 'g' ), 'taken by another request, though not in this one\'s copy' );
		$this->assertSame( 'first', $this->cache->get( 'k', 'g' ) );

		$this->assertFalse( $this->cache->replace( 'none', 'x', 'g' ) );
		$this->assertFalse( $this->request()->get( 'none', 'g', false, $found ) );
		$this->assertFalse( $found, 'a failed replace writes nothing' );
		$this->assertTrue( $this->cache->replace( 'k', 'replaced', 'g' ) );
		$this->assertSame( 'replaced', $this->request()->get( 'k', 'g' ) );

		$this->assertSame( array( 'k' => false, 'n' => true ), $this->cache->add_multiple( array( 'k' => 1, 'n' => 2 ), 'g' ) );
		$this->assertSame( 2, $this->request()->get( 'n', 'g' ) );
	}

	public function test_incr_and_decr(): void {
		$this->assertFalse( $this->cache->incr( 'missing', 1, 'g' ), 'a missing key stays missing' );
		$this->assertFalse( $this->request()->get( 'missing', 'g', false, $found ) );
		$this->assertFalse( $found );

		$this->cache->set( 'n', 5, 'g', 100 );
		$this->assertSame( 8, $this->cache->incr( 'n', 3, 'g' ) );
		$this->assertSame( 9, $this->request()->incr( 'n', 1, 'g' ), 'atomic across requests' );
		$this->assertSame( 9, $this->cache->get( 'n', 'g', true ) );
		$this->assertSame( 7, $this->cache->decr( 'n', 2, 'g' ) );
		$this->assertSame( 0, $this->cache->decr( 'n', 100, 'g' ), 'never below 0, as in WordPress' );
		$ttl = $this->cache->redis()->ttl( $this->cache->key( 'n', 'g' ) );
		$this->assertGreaterThan( 90, $ttl, 'a counter keeps its expiry' );
		$this->assertLessThanOrEqual( 100, $ttl );

		$this->cache->set( 'text', 'abc', 'g' );
		$this->assertSame( 2, $this->cache->incr( 'text', 2, 'g' ), 'a non-number counts from 0' );
	}

	public function test_expiry(): void {
		$this->cache->set( 'short', 'v', 'g', 1 );
		$this->cache->add( 'added', 'v', 'g', 30 );
		$this->cache->set( 'forever', 'v', 'g' );
		$this->assertSame( 30, $this->cache->redis()->ttl( $this->cache->key( 'added', 'g' ) ) );
		$this->assertSame( -1, $this->cache->redis()->ttl( $this->cache->key( 'forever', 'g' ) ), 'no expiry' );
		usleep( 1100000 );
		$this->assertFalse( $this->request()->get( 'short', 'g', false, $found ) );
		$this->assertFalse( $found, 'gone after its TTL' );
		$this->assertTrue( $this->cache->add( 'short', 'again', 'g' ), 'and free to add again' );
		$this->assertSame( 'v', $this->request()->get( 'forever', 'g' ) );
	}

	public function test_groups_are_apart_and_non_persistent_groups_stay_in_the_request(): void {
		$this->cache->set( 'k', 'one', 'g1' );
		$this->cache->set( 'k', 'two', 'g2' );
		$this->cache->set( 'k', 'default' );
		$this->assertSame( 'one', $this->request()->get( 'k', 'g1' ) );
		$this->assertSame( 'two', $this->request()->get( 'k', 'g2' ) );
		$this->assertSame( 'default', $this->request()->get( 'k', 'default' ), 'the empty group is "default"' );

		$this->cache->add_non_persistent_groups( array( 'local' ) );
		$this->assertTrue( $this->cache->set( 'k', 'mine', 'local' ) );
		$this->assertSame( 'mine', $this->cache->get( 'k', 'local', true ), 'forcing finds it still (nothing else has it)' );
		$this->assertSame( 0, $this->cache->redis()->exists( $this->cache->key( 'k', 'local' ) ), 'never written to Redis' );
		$this->assertFalse( $this->request()->get( 'k', 'local' ) );
		$this->assertFalse( $this->cache->add( 'k', 'x', 'local' ) );
		$this->assertTrue( $this->cache->replace( 'k', 'other', 'local' ) );
		$this->cache->set( 'n', 1, 'local' );
		$this->assertSame( 3, $this->cache->incr( 'n', 2, 'local' ) );
		$this->assertTrue( $this->cache->delete( 'k', 'local' ) );
		$this->assertFalse( $this->cache->get( 'k', 'local' ) );

		// Sites of a network: global groups are shared, the others are per blog.
		$this->cache->add_global_groups( 'users' );
		$this->cache->set( 'u', 'everyone', 'users' );
		$this->cache->set( 'p', 'blog 1', 'posts' );
		$blog2 = $this->request();
		$blog2->add_global_groups( 'users' );
		$blog2->switch_to_blog( 2 );
		$this->assertSame( 'everyone', $blog2->get( 'u', 'users' ) );
		$this->assertFalse( $blog2->get( 'p', 'posts' ) );
	}

	public function test_multiple_calls(): void {
		$this->assertSame( array( 'a' => true, 'b' => true, 'c' => true ), $this->cache->set_multiple( array( 'a' => 1, 'b' => array( 2 ), 'c' => 'three' ), 'g', 60 ) );
		$this->assertGreaterThan( 50, $this->cache->redis()->ttl( $this->cache->key( 'b', 'g' ) ) );

		$other  = $this->request();
		$before = $this->command_calls();
		$this->assertSame(
			array(
				'c'       => 'three',
				'missing' => false,
				'a'       => 1,
				'b'       => array( 2 ),
			),
			$other->get_multiple( array( 'c', 'missing', 'a', 'b' ), 'g' ),
			'in the order asked, false for a miss'
		);
		$after = $this->command_calls();
		$this->assertSame( 1, ( $after['mget'] ?? 0 ) - ( $before['mget'] ?? 0 ), 'one MGET round trip' );
		$this->assertSame( $before['get'] ?? 0, $after['get'] ?? 0, 'and no GET' );

		// What the request has already read is not asked again; forcing asks Redis.
		$before = $this->command_calls();
		$this->assertSame( array( 'a' => 1 ), $other->get_multiple( array( 'a' ), 'g' ) );
		$this->assertSame( $before['mget'] ?? 0, $this->command_calls()['mget'] ?? 0 );
		$this->cache->set( 'a', 'new', 'g' );
		$this->assertSame( array( 'a' => 'new' ), $other->get_multiple( array( 'a' ), 'g', true ) );
		$this->assertSame( 'new', $other->get( 'a', 'g' ), 'and keeps what it read' );

		$this->assertSame( array( 'a' => true, 'missing' => false ), $this->cache->delete_multiple( array( 'a', 'missing' ), 'g' ) );
		$this->assertSame( array( 'a' => false, 'b' => array( 2 ) ), $this->request()->get_multiple( array( 'a', 'b' ), 'g' ) );
	}

	public function test_flush_empties_this_site_only_and_flush_runtime_forgets_the_request_copy(): void {
		$other_site = $this->request( $this->prefix . '-other' );
		$other_site->set( 'k', 'other site', 'g' );
		$this->cache->set( 'k', 'this site', 'g' );
		$this->cache->set( 'j', 'this site', 'h' );

		$this->assertTrue( $this->cache->flush_group( 'h' ) );
		$this->assertFalse( $this->request()->get( 'j', 'h' ) );
		$this->assertSame( 'this site', $this->request()->get( 'k', 'g' ), 'another group stays' );

		$reader = $this->request();
		$this->assertSame( 'this site', $reader->get( 'k', 'g' ) );
		$this->cache->set( 'k', 'changed', 'g' );
		$this->assertSame( 'this site', $reader->get( 'k', 'g' ), 'its runtime copy' );
		$this->assertTrue( $reader->flush_runtime() );
		$this->assertSame( 'changed', $reader->get( 'k', 'g' ), 'read again from Redis' );

		$this->assertTrue( $this->cache->flush() );
		$this->assertFalse( $this->cache->get( 'k', 'g' ) );
		$this->assertFalse( $this->request()->get( 'k', 'g' ) );
		$this->assertSame( 'other site', $this->request( $this->prefix . '-other' )->get( 'k', 'g' ), 'another site keeps its keys' );
		$other_site->flush();
	}
}
