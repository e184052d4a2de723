<?php
/**
 * WordPress's global constants for PHPStan (phpstan.neon.dist). The WordPress stubs declare functions and
 * classes only; these are defined by core at run time (wp-includes/default-constants.php, wp-settings.php,
 * wp-includes/wp-db.php), with the same values. Read by PHPStan, never loaded by WordPress or the plugin.
 *
 * @package Google\Site_Kit
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's own constants.

define( 'ABSPATH', '/var/www/html/' );
define( 'WPINC', 'wp-includes' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 60 * MINUTE_IN_SECONDS );
define( 'DAY_IN_SECONDS', 24 * HOUR_IN_SECONDS );
define( 'WEEK_IN_SECONDS', 7 * DAY_IN_SECONDS );
define( 'MONTH_IN_SECONDS', 30 * DAY_IN_SECONDS );
define( 'YEAR_IN_SECONDS', 365 * DAY_IN_SECONDS );
define( 'OBJECT', 'OBJECT' );
define( 'OBJECT_K', 'OBJECT_K' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );
