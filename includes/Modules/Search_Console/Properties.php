<?php
/**
 * Class Properties
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

/**
 * Search Console properties as Google names them: URL-prefix properties
 * (`https://www.example.com/`, one protocol, one host, one path and below) and
 * domain properties (`sc-domain:example.com`, every subdomain, both protocols).
 *
 * Which covering property comes first (the one setup preselects):
 * 1. the URL-prefix property equal to the home URL (it holds exactly this site's data);
 * 2. domain properties, the most specific domain first (`sc-domain:blog.example.com`
 *    before `sc-domain:example.com`): they hold this site's data, both protocols;
 * 3. URL-prefix properties of a parent path (`https://example.com/` for a site at
 *    `https://example.com/blog/`), the longest first.
 * Within a rank a higher permission comes first (siteOwner, siteFullUser,
 * siteRestrictedUser); properties the user cannot read (siteUnverifiedUser) come last.
 */
final class Properties {

	public const DOMAIN_PREFIX = 'sc-domain:';

	/** Permission levels from the most to the least, as sites.list answers them. */
	public const PERMISSION_LEVELS = array( 'siteOwner', 'siteFullUser', 'siteRestrictedUser', 'siteUnverifiedUser' );

	/** The level that cannot read the property's data. */
	public const UNVERIFIED = 'siteUnverifiedUser';

	/**
	 * Whether a host name is valid: an IPv4 address, or dot-separated labels of
	 * lower-case letters, digits and inner hyphens (punycode for other scripts).
	 *
	 * @param string $host Host name, without port.
	 */
	public static function is_valid_host( string $host ): bool {
		if ( '' === $host || strlen( $host ) > 253 ) {
			return false;
		}
		if ( false !== filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			return true;
		}
		foreach ( explode( '.', $host ) as $label ) {
			if ( ! preg_match( '/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/', $label ) ) {
				return false;
			}
		}
		// A name made of digits and dots only is a malformed IP address, not a domain.
		return ! preg_match( '/^[0-9.]+$/', $host );
	}

	/**
	 * Whether a value is a property ID Google could list: an absolute http(s)
	 * URL ending in a slash, without credentials, query or fragment, or
	 * `sc-domain:` followed by a valid host.
	 *
	 * @param string $id Property ID.
	 */
	public static function is_valid_id( string $id ): bool {
		if ( str_starts_with( $id, self::DOMAIN_PREFIX ) ) {
			return self::is_valid_host( substr( $id, strlen( self::DOMAIN_PREFIX ) ) );
		}
		return null !== self::parse_url_prefix( $id );
	}

	/**
	 * The parts of a URL-prefix property, or null when it is not one.
	 *
	 * @param string $url Property ID.
	 * @return array{scheme: string, host: string, port: string, path: string}|null
	 */
	private static function parse_url_prefix( string $url ): ?array {
		if ( ! preg_match( '#^(https?)://([^/:?\#@\s]+)(?::(\d{1,5}))?(/[^?\#\s\\\\]*)$#i', $url, $match ) ) {
			return null;
		}
		$host = strtolower( $match[2] );
		$port = $match[3];
		$path = $match[4];
		if ( ! self::is_valid_host( $host ) || ! str_ends_with( $path, '/' ) ) {
			return null;
		}
		if ( '' !== $port && ( (int) $port < 1 || (int) $port > 65535 ) ) {
			return null;
		}
		return array(
			'scheme' => strtolower( $match[1] ),
			'host'   => $host,
			'port'   => $port,
			'path'   => $path,
		);
	}

	/**
	 * How well a property covers a site, or 0 when it does not cover it
	 * (higher is better; see the class comment for the order).
	 *
	 * @param string $property Property ID.
	 * @param string $home     The site's home URL.
	 */
	public static function coverage( string $property, string $home ): int {
		$site = self::parse_url_prefix( self::slashed( $home ) );
		if ( null === $site ) {
			return 0;
		}
		if ( str_starts_with( $property, self::DOMAIN_PREFIX ) ) {
			$domain = substr( $property, strlen( self::DOMAIN_PREFIX ) );
			if ( ! self::is_valid_host( $domain ) || ! self::host_in_domain( $site['host'], $domain ) ) {
				return 0;
			}
			// Rank 2; a longer (more specific) domain ranks higher.
			return 2000 + strlen( $domain );
		}
		$prefix = self::parse_url_prefix( $property );
		if (
			null === $prefix
			|| $prefix['scheme'] !== $site['scheme']
			|| $prefix['host'] !== $site['host']
			|| $prefix['port'] !== $site['port']
			|| ! str_starts_with( $site['path'], $prefix['path'] )
		) {
			return 0;
		}
		if ( $prefix['path'] === $site['path'] ) {
			return 3000;
		}
		return 1000 + min( 999, strlen( $prefix['path'] ) );
	}

	/**
	 * Whether a host is a domain or one of its subdomains.
	 *
	 * @param string $host   Host name.
	 * @param string $domain Domain.
	 */
	public static function host_in_domain( string $host, string $domain ): bool {
		$host   = rtrim( strtolower( $host ), '.' );
		$domain = rtrim( strtolower( $domain ), '.' );
		return '' !== $domain && ( $host === $domain || str_ends_with( $host, '.' . $domain ) );
	}

	/**
	 * The entries of a sites.list answer that cover the site, best first.
	 *
	 * @param array<int, mixed> $entries `siteEntry` of sites.list.
	 * @param string            $home    The site's home URL.
	 * @return array<int, array{siteURL: string, permissionLevel: string}>
	 */
	public static function matching( array $entries, string $home ): array {
		$found = array();
		foreach ( $entries as $entry ) {
			if ( ! is_array( $entry ) ) {
				continue;
			}
			$url      = (string) ( $entry['siteUrl'] ?? '' );
			$level    = self::level( (string) ( $entry['permissionLevel'] ?? '' ) );
			$coverage = self::coverage( $url, $home );
			if ( 0 === $coverage ) {
				continue;
			}
			$rank = array_search( $level, self::PERMISSION_LEVELS, true );
			$rank = false === $rank ? count( self::PERMISSION_LEVELS ) : $rank;
			// Readable ones first; then coverage; then permission.
			$found[] = array(
				'key'  => array( self::UNVERIFIED === $level || false === in_array( $level, self::PERMISSION_LEVELS, true ) ? 1 : 0, -$coverage, $rank, $url ),
				'site' => array(
					'siteURL'         => $url,
					'permissionLevel' => $level,
				),
			);
		}
		usort( $found, static fn( array $a, array $b ) => $a['key'] <=> $b['key'] );
		return array_map( static fn( array $item ) => $item['site'], $found );
	}

	/**
	 * A permission level as PERMISSION_LEVELS spells it. Google's Discovery document lists them as SITE_OWNER,
	 * SITE_FULL_USER, …; its reference pages as siteOwner, siteFullUser, …: either is read.
	 *
	 * @param string $level permissionLevel of a sites.list entry.
	 */
	public static function level( string $level ): string {
		if ( ! preg_match( '/^[A-Z][A-Z_]*$/', $level ) ) {
			return $level;
		}
		return lcfirst( str_replace( '_', '', ucwords( strtolower( $level ), '_' ) ) );
	}

	/**
	 * A URL with exactly one trailing slash.
	 *
	 * @param string $url URL.
	 */
	private static function slashed( string $url ): string {
		return rtrim( $url, '/' ) . '/';
	}
}
