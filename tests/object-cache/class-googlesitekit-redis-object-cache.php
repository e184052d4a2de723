<?php
/**
 * The test-only Redis object cache (php-redis) behind tests/object-cache/object-cache.php, in a file of its own so its
 * tests (tests/object-cache/DropInTest.php) load it without WordPress.
 *
 * @package Google\Site_Kit\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- the object cache API's own names.

/**
 * The cache: a runtime copy of what this request read or wrote, over Redis.
 */
final class GoogleSiteKit_Redis_Object_Cache {

	/**
	 * Connection.
	 *
	 * @var Redis
	 */
	private Redis $redis;

	/**
	 * Key prefix.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * What this request read or wrote: full key => value.
	 *
	 * @var array<string, mixed>
	 */
	private array $local = array();

	/**
	 * Groups kept in this request only.
	 *
	 * @var array<string, true>
	 */
	private array $non_persistent = array();

	/**
	 * Groups shared by every site of a network (no blog prefix).
	 *
	 * @var array<string, true>
	 */
	private array $global = array();

	/**
	 * Current blog ID.
	 *
	 * @var int
	 */
	private int $blog_id = 1;

	/**
	 * Connects: to the given server and prefix, else those of the settings.
	 *
	 * @param string|null $host   Host.
	 * @param int|null    $port   Port.
	 * @param string|null $prefix Key prefix.
	 */
	public function __construct( ?string $host = null, ?int $port = null, ?string $prefix = null ) {
		$host         = $host ?? self::setting( 'GOOGLESITEKIT_REDIS_HOST', '127.0.0.1' );
		$port         = $port ?? (int) self::setting( 'GOOGLESITEKIT_REDIS_PORT', '6379' );
		$this->prefix = ( $prefix ?? self::setting( 'GOOGLESITEKIT_REDIS_PREFIX', 'wp' ) ) . ':';
		$this->redis  = new Redis();
		$this->redis->connect( $host, $port, 2.0 );
		$this->blog_id = function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1;
	}

	/**
	 * A constant, else an environment variable, else a default.
	 *
	 * @param string $name    Name.
	 * @param string $default Default.
	 */
	private static function setting( string $name, string $default ): string {
		if ( defined( $name ) ) {
			return (string) constant( $name );
		}
		$env = getenv( $name );
		return false === $env || '' === $env ? $default : $env;
	}

	/**
	 * The connection (tests look at TTLs through it).
	 */
	public function redis(): Redis {
		return $this->redis;
	}

	/**
	 * Redis key of a cache key.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function key( $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		$blog  = isset( $this->global[ $group ] ) ? 'g' : (string) $this->blog_id;
		return $this->prefix . $blog . ':' . $group . ':' . $key;
	}

	/**
	 * Whether a group stays in this request.
	 *
	 * @param string $group Group.
	 */
	private function local_only( string $group ): bool {
		return isset( $this->non_persistent[ '' === $group ? 'default' : $group ] );
	}

	/**
	 * Seconds to Redis options.
	 *
	 * @param int $expire Seconds, 0 for none.
	 */
	private static function options( int $expire ): array {
		return $expire > 0 ? array( 'ex' => $expire ) : array();
	}

	/**
	 * Gets a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Past the runtime copy.
	 * @param bool|null  $found Whether it was found.
	 * @return mixed False when not found.
	 */
	public function get( $key, string $group = '', bool $force = false, &$found = null ) {
		$full = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) && ( ! $force || $this->local_only( $group ) ) ) {
			$found = true;
			return is_object( $this->local[ $full ] ) ? clone $this->local[ $full ] : $this->local[ $full ];
		}
		if ( $this->local_only( $group ) ) {
			$found = false;
			return false;
		}
		$raw = $this->redis->get( $full );
		if ( false === $raw ) {
			unset( $this->local[ $full ] );
			$found = false;
			return false;
		}
		$found               = true;
		$value               = self::decode( $raw );
		$this->local[ $full ] = $value;
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Gets several values: those not in this request's copy in one MGET round trip.
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @param bool   $force Past the runtime copy.
	 * @return array Key => value or false.
	 */
	public function get_multiple( array $keys, string $group = '', bool $force = false ): array {
		$out   = array();
		$fetch = array();
		foreach ( $keys as $key ) {
			$full = $this->key( $key, $group );
			if ( array_key_exists( $full, $this->local ) && ( ! $force || $this->local_only( $group ) ) ) {
				$out[ $key ] = is_object( $this->local[ $full ] ) ? clone $this->local[ $full ] : $this->local[ $full ];
				continue;
			}
			$out[ $key ] = false;
			if ( ! $this->local_only( $group ) ) {
				$fetch[ $key ] = $full;
			}
		}
		if ( ! $fetch ) {
			return $out;
		}
		$raws = $this->redis->mget( array_values( $fetch ) );
		$i    = 0;
		foreach ( $fetch as $key => $full ) {
			$raw = is_array( $raws ) ? ( $raws[ $i ] ?? false ) : false;
			++$i;
			if ( false === $raw ) {
				unset( $this->local[ $full ] );
				continue;
			}
			$value                = self::decode( $raw );
			$this->local[ $full ] = $value;
			$out[ $key ]          = is_object( $value ) ? clone $value : $value;
		}
		return $out;
	}

	/**
	 * Sets a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for none.
	 */
	public function set( $key, $data, string $group = '', int $expire = 0 ): bool {
		$full  = $this->key( $key, $group );
		$value = is_object( $data ) ? clone $data : $data;
		if ( ! $this->local_only( $group ) && ! $this->redis->set( $full, self::encode( $value ), self::options( $expire ) ) ) {
			return false;
		}
		$this->local[ $full ] = $value;
		return true;
	}

	/**
	 * Sets several values.
	 *
	 * @param array  $data   Key => value.
	 * @param string $group  Group.
	 * @param int    $expire Seconds.
	 * @return array Key => bool.
	 */
	public function set_multiple( array $data, string $group = '', int $expire = 0 ): array {
		$out = array();
		foreach ( $data as $key => $value ) {
			$out[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $out;
	}

	/**
	 * Adds a value if the key is free: atomic across processes (SET NX).
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds.
	 */
	public function add( $key, $data, string $group = '', int $expire = 0 ): bool {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return false;
		}
		$full = $this->key( $key, $group );
		if ( $this->local_only( $group ) ) {
			if ( array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$this->local[ $full ] = $data;
			return true;
		}
		if ( ! $this->redis->set( $full, self::encode( $data ), array( 'nx' ) + self::options( $expire ) ) ) {
			return false;
		}
		$this->local[ $full ] = is_object( $data ) ? clone $data : $data;
		return true;
	}

	/**
	 * Adds several values.
	 *
	 * @param array  $data   Key => value.
	 * @param string $group  Group.
	 * @param int    $expire Seconds.
	 * @return array Key => bool.
	 */
	public function add_multiple( array $data, string $group = '', int $expire = 0 ): array {
		$out = array();
		foreach ( $data as $key => $value ) {
			$out[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $out;
	}

	/**
	 * Replaces a value only if the key exists (SET XX).
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds.
	 */
	public function replace( $key, $data, string $group = '', int $expire = 0 ): bool {
		$full = $this->key( $key, $group );
		if ( $this->local_only( $group ) ) {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$this->local[ $full ] = $data;
			return true;
		}
		if ( ! $this->redis->set( $full, self::encode( $data ), array( 'xx' ) + self::options( $expire ) ) ) {
			return false;
		}
		$this->local[ $full ] = is_object( $data ) ? clone $data : $data;
		return true;
	}

	/**
	 * Deletes a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, string $group = '' ): bool {
		$full  = $this->key( $key, $group );
		$found = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		if ( $this->local_only( $group ) ) {
			return $found;
		}
		return $this->redis->del( $full ) > 0;
	}

	/**
	 * Deletes several values.
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @return array Key => bool.
	 */
	public function delete_multiple( array $keys, string $group = '' ): array {
		$out = array();
		foreach ( $keys as $key ) {
			$out[ $key ] = $this->delete( $key, $group );
		}
		return $out;
	}

	/**
	 * Adds to a number (atomic INCRBY on a stored integer; like WordPress, never below 0).
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false The new value, false when the key does not exist.
	 */
	public function incr( $key, int $offset = 1, string $group = '' ) {
		$full = $this->key( $key, $group );
		if ( $this->local_only( $group ) ) {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$this->local[ $full ] = max( 0, (int) $this->local[ $full ] + $offset );
			return $this->local[ $full ];
		}
		// Only an existing key: a missing one stays missing (the script keeps the check and the add atomic).
		$script = "local v = redis.call('GET', KEYS[1]) if not v then return false end local n = tonumber(v) if not n then n = 0 end n = n + tonumber(ARGV[1]) if n < 0 then n = 0 end local ttl = redis.call('PTTL', KEYS[1]) if ttl > 0 then redis.call('SET', KEYS[1], n, 'PX', ttl) else redis.call('SET', KEYS[1], n) end return n";
		$value  = $this->redis->eval( $script, array( $full, $offset ), 1 );
		if ( false === $value || null === $value ) {
			unset( $this->local[ $full ] );
			return false;
		}
		$this->local[ $full ] = (int) $value;
		return (int) $value;
	}

	/**
	 * Subtracts from a number.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function decr( $key, int $offset = 1, string $group = '' ) {
		return $this->incr( $key, -$offset, $group );
	}

	/**
	 * Empties this site's cache (keys under the prefix only, so other sites on the same server keep theirs).
	 */
	public function flush(): bool {
		$this->local = array();
		$iterator    = null;
		do {
			$keys = $this->redis->scan( $iterator, $this->prefix . '*', 500 );
			if ( is_array( $keys ) && $keys ) {
				$this->redis->del( $keys );
			}
		} while ( $iterator > 0 );
		return true;
	}

	/**
	 * Empties one group.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( string $group ): bool {
		foreach ( array_keys( $this->local ) as $full ) {
			if ( str_contains( $full, ':' . $group . ':' ) ) {
				unset( $this->local[ $full ] );
			}
		}
		$iterator = null;
		do {
			$keys = $this->redis->scan( $iterator, $this->prefix . '*:' . $group . ':*', 500 );
			if ( is_array( $keys ) && $keys ) {
				$this->redis->del( $keys );
			}
		} while ( $iterator > 0 );
		return true;
	}

	/**
	 * Forgets this request's copy.
	 */
	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	/**
	 * Groups kept in this request only.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent[ $group ] = true;
		}
	}

	/**
	 * Groups shared by a network's sites.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global[ $group ] = true;
		}
	}

	/**
	 * Switches the blog prefix.
	 *
	 * @param int $blog_id Blog ID.
	 */
	public function switch_to_blog( int $blog_id ): void {
		$this->blog_id = $blog_id;
	}

	/**
	 * Stored form: integers as plain numbers (so INCRBY works on them), everything else serialised.
	 *
	 * @param mixed $value Value.
	 */
	private static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : 's:' . serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
	}

	/**
	 * Reads the stored form.
	 *
	 * @param string $raw Stored.
	 * @return mixed
	 */
	private static function decode( string $raw ) {
		if ( str_starts_with( $raw, 's:' ) ) {
			return unserialize( substr( $raw, 2 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize
		}
		return (int) $raw;
	}
}
