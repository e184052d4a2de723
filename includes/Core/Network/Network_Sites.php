<?php
/**
 * Class Network_Sites
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use WP_Error;
use WP_Site;

/**
 * The sites of the network the network admin's controls act on: one site looked up by ID (a clear 404 when it does
 * not exist or was deleted or archived), and the sites a page at a time.
 */
final class Network_Sites {

	/**
	 * A live site of the network, or why it cannot be acted on.
	 *
	 * @param int $site_id Site ID.
	 */
	public static function find( int $site_id ): WP_Site|WP_Error {
		$site = is_multisite() && $site_id > 0 ? get_site( $site_id ) : null;
		if ( ! $site instanceof WP_Site || (int) $site->deleted || (int) $site->archived || (int) $site->spam ) {
			return new WP_Error(
				'site_not_found',
				/* translators: %d: site ID */
				sprintf( __( 'There is no site %d on this network (or it was deleted, archived or marked as spam).', 'google-site-kit' ), $site_id ),
				array( 'status' => 404 )
			);
		}
		return $site;
	}

	/**
	 * One page of the network's sites, by ID.
	 *
	 * @param int $page     Page, from 1.
	 * @param int $per_page Sites per page.
	 * @return array{sites: WP_Site[], total: int}
	 */
	public static function page( int $page, int $per_page ): array {
		$args  = array(
			'number'  => $per_page,
			'offset'  => ( max( 1, $page ) - 1 ) * $per_page,
			'orderby' => 'id',
			'order'   => 'ASC',
		);
		$sites = is_multisite() ? get_sites( $args ) : array();
		$total = is_multisite() ? (int) get_sites( array( 'count' => true ) ) : 0;
		return array(
			'sites' => array_values( $sites ),
			'total' => $total,
		);
	}
}
