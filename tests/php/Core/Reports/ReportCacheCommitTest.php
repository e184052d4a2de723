<?php
/**
 * Class ReportCacheCommitTest
 *
 * @package Google\Site_Kit\Tests\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * A batch's answers are written in one transaction (on SQLite row by row); when the database refuses a write of it
 * (SQLite's "database is locked" when another server wrote meanwhile), they are written again one by one: no answer
 * and no last good copy is lost, so a later outage still has the data to show (marked stale).
 */
final class ReportCacheCommitTest extends TestCase {

	use Signs_In;

	/**
	 * The fault filter.
	 *
	 * @var callable|null
	 */
	private $fault = null;

	/**
	 * Writes the fault refused.
	 */
	private int $refused = 0;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID );
	}

	protected function tearDown(): void {
		if ( $this->fault ) {
			remove_filter( 'query', $this->fault );
		}
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Makes the database refuse the first write of a last good copy made inside a transaction.
	 */
	private function refuse_first_write_of_batch(): void {
		$in_transaction = false;
		$row_by_row     = defined( 'DATABASE_TYPE' ) && 'sqlite' === DATABASE_TYPE;
		$this->fault    = function ( string $query ) use ( &$in_transaction, $row_by_row ): string {
			if ( preg_match( '/^\s*START TRANSACTION/i', $query ) ) {
				$in_transaction = true;
			} elseif ( preg_match( '/^\s*(COMMIT|ROLLBACK)/i', $query ) ) {
				$in_transaction = false;
			} elseif ( ( $in_transaction || $row_by_row ) && 0 === $this->refused && preg_match( '/^\s*INSERT\b.*_transient_googlesitekit_rc_s_/is', $query ) ) {
				++$this->refused;
				global $wpdb;
				// A table that does not exist: the database answers with an error, as a locked one would.
				return "INSERT INTO {$wpdb->prefix}googlesitekit_no_such_table (id) VALUES (1)";
			}
			return $query;
		};
		add_filter( 'query', $this->fault );
	}

	/**
	 * Report cache rows in the database, read past every cache.
	 */
	private function stored_copies(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_googlesitekit\\_rc\\_%'" );
	}

	public function test_a_refused_write_in_the_batch_transaction_loses_no_copy(): void {
		$this->refuse_first_write_of_batch();
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => 'last-28-days' ) );
		$wpdb_errors = $GLOBALS['wpdb']->suppress_errors( true );
		$response    = rest_do_request( $request );
		$GLOBALS['wpdb']->suppress_errors( $wpdb_errors );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );

		if ( wp_using_ext_object_cache() ) {
			// With a persistent object cache no transaction is used: the copies are in the cache, not in rows.
			$this->assertSame( 0, $this->refused );
			$this->assertSame( array(), $this->stored_copies() );
			return;
		}
		$this->assertSame( 1, $this->refused, 'the database refused one write of the batch' );
		$copies = $this->stored_copies();
		$this->assertCount( 1, preg_grep( '/^_transient_googlesitekit_rc_s_/', $copies ), 'the last good copy was written' );
		$this->assertCount( 1, preg_grep( '/^_transient_googlesitekit_rc_(?!s_|e_)/', $copies ), 'the fresh copy was written' );

		// And it is what a later outage serves. (Off the warm list: a warm read whose copy expired a moment ago is
		// served unmarked while the background refresh renews it.)
		remove_filter( 'query', $this->fault );
		$this->fault = null;
		$cache       = $this->plugin()->report_cache();
		$cache->warm_list()->forget( array_keys( $cache->warm_list()->entries( true ) ) );
		foreach ( $copies as $name ) {
			if ( ! str_starts_with( $name, '_transient_googlesitekit_rc_s_' ) ) {
				delete_transient( substr( $name, strlen( '_transient_' ) ) );
			}
		}
		Emulator::control(
			'POST',
			'/faults',
			array(
				'kind'       => 'unavailable',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		$again = rest_do_request( $request );
		$this->assertSame( 200, $again->get_status(), wp_json_encode( $again->get_data() ) );
		$this->assertSame( $response->get_data(), $again->get_data(), 'the last good answer' );
		$this->assertArrayHasKey( 'X-GoogleSiteKit-Stale', $again->get_headers(), 'marked stale' );
	}
}
