<?php
/**
 * Router for PHP's built-in server, serving only what a WordPress web server would:
 *
 * - WordPress's PHP runs only through its entry points (index.php, wp-login.php, wp-cron.php, xmlrpc.php,
 *   wp-admin/*.php, …); every other path that is no public static file goes to index.php (pretty permalinks).
 * - Static files are served from the site's own folder, and from the plugin (which links to this repository)
 *   only what the plugin zip ships for browsers: assets/css, assets/images, dist/js, languages.
 * - Dotfiles and dot folders (.git, .wp, .autologin-token, .salts.php, .ht.sqlite), data and log files
 *   (*.json, *.log, *.sqlite, *.db, *.sql, …) and the database folder are refused anywhere with a plain 404,
 *   as is any file that resolves outside the site except the plugin's public folders.
 *
 * @package Google\Site_Kit
 */

/**
 * Sends a plain 404 and stops.
 */
function googlesitekit_router_refuse() {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Not Found\n";
	exit;
}

/**
 * Prepares one of WordPress's PHP entry points for a network site's path (the built-in server only runs the requested
 * file itself): the site prefix stays in REQUEST_URI, the script's own names lose it, as under Apache's rewrite. The
 * caller requires the file at the top level: WordPress's scripts expect their variables to be globals.
 *
 * @param string $root Document root.
 * @param string $path The entry point's path without the site prefix, e.g. /wp-admin/index.php.
 * @return string The file to require.
 */
function googlesitekit_router_entry( string $root, string $path ): string {
	$_SERVER['SCRIPT_NAME']     = $path;
	$_SERVER['PHP_SELF']        = $path;
	$_SERVER['SCRIPT_FILENAME'] = $root . $path;
	chdir( dirname( $root . $path ) );
	return $root . $path;
}

/**
 * Sends a static file of a network site's path (/kitchen/wp-includes/css/…), which the built-in server would look
 * for under the prefix.
 *
 * @param string $file Absolute path of the file.
 */
function googlesitekit_router_send_file( string $file ): void {
	$types     = array(
		'css'   => 'text/css; charset=utf-8',
		'js'    => 'text/javascript; charset=utf-8',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'gif'   => 'image/gif',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'webp'  => 'image/webp',
		'ico'   => 'image/x-icon',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
		'map'   => 'application/json',
		'txt'   => 'text/plain; charset=utf-8',
		'html'  => 'text/html; charset=utf-8',
	);
	$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( $types[ $extension ] ?? 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	exit;
}

$googlesitekit_root        = rtrim( (string) realpath( $_SERVER['DOCUMENT_ROOT'] ), '/' );
$googlesitekit_plugin_root = (string) realpath( dirname( __DIR__, 2 ) );
$googlesitekit_raw_path    = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$googlesitekit_path        = rawurldecode( $googlesitekit_raw_path );
// One slash between segments: "//wp-content//plugins" is the same path as "/wp-content/plugins".
$googlesitekit_path = '/' . ltrim( (string) preg_replace( '#/+#', '/', $googlesitekit_path ), '/' );

$googlesitekit_segments = array_values( array_filter( explode( '/', $googlesitekit_path ), 'strlen' ) );

// A subdirectory network's site (MULTISITE=1): /kitchen/wp-admin/…, /kitchen/wp-includes/…, /kitchen/wp-login.php
// are WordPress's own files, as a network's .htaccess rewrites them; the site prefix stays in REQUEST_URI, which is
// how WordPress knows the site. Anything else under /kitchen/ (pages, the REST API) goes to index.php below.
$googlesitekit_site_prefix = '';
if ( count( $googlesitekit_segments ) >= 2 && ! file_exists( $_SERVER['DOCUMENT_ROOT'] . '/' . $googlesitekit_segments[0] )
	&& preg_match( '#^[a-z0-9-]+$#', $googlesitekit_segments[0] )
	&& ( in_array( $googlesitekit_segments[1], array( 'wp-admin', 'wp-includes', 'wp-content' ), true ) || ( 2 === count( $googlesitekit_segments ) && str_ends_with( $googlesitekit_segments[1], '.php' ) ) )
) {
	$googlesitekit_site_prefix = '/' . $googlesitekit_segments[0];
	$googlesitekit_path        = (string) substr( $googlesitekit_path, strlen( $googlesitekit_site_prefix ) );
	array_shift( $googlesitekit_segments );
}

// Control characters, backslashes, ".", ".." and any dotfile or dot folder: never a public file.
if ( preg_match( '#[\x00-\x1f\\\\]#', $googlesitekit_path ) ) {
	googlesitekit_router_refuse();
}
foreach ( $googlesitekit_segments as $googlesitekit_segment ) {
	if ( str_starts_with( $googlesitekit_segment, '.' ) ) {
		googlesitekit_router_refuse();
	}
}

// Data, logs, databases, snapshots, archives and package manifests are refused anywhere under the docroot.
if ( preg_match( '#\.(json|log|sqlite|sqlite3|db|sql|bak|orig|swp|lock|dist|xml\.dist|zip|tar|gz|tgz|sh|mjs|cjs|ts|tsx|env|ini|phar|yml|yaml|md|pid)$#i', $googlesitekit_path )
	|| str_starts_with( $googlesitekit_path, '/wp-content/database/' )
	|| '/wp-content/database' === $googlesitekit_path
) {
	googlesitekit_router_refuse();
}

// The plugin folder links to the repository: only what the zip ships for browsers is reachable.
$googlesitekit_plugin_prefix = '/wp-content/plugins/google-site-kit/';
$googlesitekit_plugin_public = array( 'assets/css/', 'assets/images/', 'dist/js/', 'languages/' );
$googlesitekit_in_plugin     = false;
if ( str_starts_with( $googlesitekit_path . '/', $googlesitekit_plugin_prefix ) ) {
	$googlesitekit_in_plugin = true;
	$googlesitekit_relative  = (string) substr( $googlesitekit_path, strlen( $googlesitekit_plugin_prefix ) );
	$googlesitekit_public    = false;
	foreach ( $googlesitekit_plugin_public as $googlesitekit_folder ) {
		if ( str_starts_with( $googlesitekit_relative, $googlesitekit_folder ) ) {
			$googlesitekit_public = true;
		}
	}
	if ( ! $googlesitekit_public || str_ends_with( strtolower( $googlesitekit_relative ), '.php' ) ) {
		googlesitekit_router_refuse();
	}
}

$googlesitekit_file = $googlesitekit_root . $googlesitekit_path;

// WordPress's entry points: the only PHP files run directly.
$googlesitekit_entry_points = '#^/(index|wp-login|wp-cron|xmlrpc|wp-comments-post|wp-signup|wp-activate|wp-trackback|wp-links-opml)\.php$'
	. '|^/wp-admin/((network|user|maint)/)?[A-Za-z0-9_-]+\.php$'
	. '|^/wp-includes/js/tinymce/wp-tinymce\.php$#';

if ( is_dir( $googlesitekit_file ) ) {
	if ( '/' === $googlesitekit_path ) {
		$googlesitekit_file = '';
	} elseif ( preg_match( '#^/wp-admin(/(network|user))?/?$#', $googlesitekit_path ) ) {
		if ( ! str_ends_with( $googlesitekit_path, '/' ) ) {
			header( 'Location: ' . $googlesitekit_site_prefix . $googlesitekit_path . '/', true, 301 );
			exit;
		}
		if ( '' !== $googlesitekit_site_prefix ) {
			require googlesitekit_router_entry( $googlesitekit_root, $googlesitekit_path . 'index.php' );
			exit;
		}
		return false;
	} else {
		// No directory listings or folder index files outside WordPress's admin.
		googlesitekit_router_refuse();
	}
}

if ( '' !== $googlesitekit_file && file_exists( $googlesitekit_file ) ) {
	$googlesitekit_real = (string) realpath( $googlesitekit_file );
	if ( str_ends_with( strtolower( $googlesitekit_path ), '.php' ) ) {
		if ( preg_match( $googlesitekit_entry_points, $googlesitekit_path ) && str_starts_with( $googlesitekit_real, $googlesitekit_root . '/' ) ) {
			if ( '' !== $googlesitekit_site_prefix ) {
				require googlesitekit_router_entry( $googlesitekit_root, $googlesitekit_path );
				exit;
			}
			return false;
		}
		googlesitekit_router_refuse();
	}
	// A static file must really live in the site, or in one of the plugin's public folders.
	$googlesitekit_allowed_roots = array( $googlesitekit_root . '/' );
	if ( $googlesitekit_in_plugin ) {
		foreach ( $googlesitekit_plugin_public as $googlesitekit_folder ) {
			$googlesitekit_allowed_roots[] = $googlesitekit_plugin_root . '/' . $googlesitekit_folder;
		}
	}
	foreach ( $googlesitekit_allowed_roots as $googlesitekit_allowed ) {
		if ( str_starts_with( $googlesitekit_real, $googlesitekit_allowed ) ) {
			if ( '' !== $googlesitekit_site_prefix ) {
				googlesitekit_router_send_file( $googlesitekit_real );
			}
			return false;
		}
	}
	googlesitekit_router_refuse();
}

// Anything under the plugin that does not exist is not WordPress's to answer either.
if ( $googlesitekit_in_plugin ) {
	googlesitekit_router_refuse();
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $googlesitekit_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $googlesitekit_root . '/index.php';
