<?php
/**
 * A small persistent object cache over Redis (php-redis), for the tests only: Site Kit ships no drop-in, and any
 * standard one works with it. bin/lib/wordpress.mjs links it into wp-content/object-cache.php when OBJECT_CACHE=redis.
 *
 * The class is in class-googlesitekit-redis-object-cache.php (tested by DropInTest.php); this file wires WordPress's
 * wp_cache_* functions to it. Configuration (constants, else environment variables): GOOGLESITEKIT_REDIS_HOST (127.0.0.1),
 * GOOGLESITEKIT_REDIS_PORT (6379), GOOGLESITEKIT_REDIS_PREFIX (key prefix, so sites can share a server).
 *
 * @package Google\Site_Kit\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- the object cache API's own names.

require_once __DIR__ . '/class-googlesitekit-redis-object-cache.php';

/**
 * Sets up the cache.
 */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new GoogleSiteKit_Redis_Object_Cache();
}

/**
 * The features this cache has.
 *
 * @param string $feature Feature.
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, (string) $group, (int) $expire );
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, (string) $group, (int) $expire );
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, (string) $group, (bool) $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( (array) $keys, (string) $group, (bool) $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, (string) $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, (string) $group );
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, (string) $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, (int) $offset, (string) $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( (string) $group );
}

function wp_cache_close() {
	return true;
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( (int) $blog_id );
}

function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	return false;
}
