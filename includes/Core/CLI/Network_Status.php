<?php
/**
 * Class Network_Status
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use Google\Site_Kit\Core\Network\Site_Summaries;
use WP_CLI;

/**
 * `wp site-kit status --network`: one line per site of the network (URL, state, services, owner, users whose Google
 * access is refused), from the same summaries as the network admin's overview. No figures: nothing is read from
 * Google, and no token or secret is printed.
 */
final class Network_Status {

	/**
	 * Constructor.
	 *
	 * @param Site_Summaries $summaries The sites' summaries.
	 */
	public function __construct( private readonly Site_Summaries $summaries ) {}

	/**
	 * The lines, one per live site, in site ID order.
	 *
	 * @return array<int, array{id: int, url: string, state: string, services: string, owner: string, refused: string}>
	 */
	public function rows(): array {
		$rows = array();
		foreach ( $this->summaries->all() as $site ) {
			$rows[] = array(
				'id'       => (int) $site['id'],
				'url'      => (string) $site['url'],
				'state'    => (string) $site['state'],
				'services' => implode( ', ', array_column( (array) $site['services'], 'name' ) ),
				'owner'    => is_array( $site['owner'] ) ? (string) $site['owner']['name'] : '',
				'refused'  => implode( ', ', array_column( (array) $site['refused'], 'name' ) ),
			);
		}
		return $rows;
	}

	/**
	 * Prints the lines (a table, or JSON); an error outside a network.
	 *
	 * @param string $format text or json.
	 */
	public function print( string $format ): void {
		if ( ! is_multisite() ) {
			WP_CLI::error( __( '--network needs a multisite network; this WordPress is a single site. Run `wp site-kit status` without it.', 'google-site-kit' ) );
		}
		WP_CLI\Utils\format_items( 'json' === $format ? 'json' : 'table', $this->rows(), array( 'id', 'url', 'state', 'services', 'owner', 'refused' ) );
	}
}
