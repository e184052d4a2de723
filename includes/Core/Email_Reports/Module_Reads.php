<?php
/**
 * Class Module_Reads
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Abilities\Data_Limits;
use Google\Site_Kit\Core\Abilities\Period;
use Google\Site_Kit\Core\Abilities\Service_Status;
use Google\Site_Kit\Core\Email_Reports\Contracts\Provides_Email_Report;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;

/**
 * The modules' own parts of the email report (Email_Report_Source): their reads in one batch through the datapoint
 * runner, as the current user, within the services' history limits; a service the headline already found without
 * data (or failing) is not read again.
 */
final class Module_Reads {

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner Datapoint runner.
	 * @param Data_Limits      $limits History limits.
	 */
	public function __construct(
		private readonly Datapoint_Runner $runner,
		private readonly Data_Limits $limits
	) {}

	/**
	 * The modules' figures and tables, and the statuses of the services the headline did not cover.
	 *
	 * @param array<string, Module> $modules  Visible modules with an email part, by slug.
	 * @param array<string, array{status: string, message: string}> $statuses The headline's status of each service.
	 * @param Period                $period   The period.
	 * @return array{figures: array<int, array<string, mixed>>, tables: array<int, array<string, mixed>>, statuses: array<string, array{status: string, message: string}>, notes: array<string, string>}
	 */
	public function read( array $modules, array $statuses, Period $period ): array {
		$out      = array(
			'figures'  => array(),
			'tables'   => array(),
			'statuses' => array(),
			'notes'    => array(),
		);
		$coverage = $this->limits->coverage( $modules, $period );
		$reads    = array();
		$asked    = array();
		foreach ( $modules as $slug => $module ) {
			if ( ! $module instanceof Provides_Email_Report ) {
				continue;
			}
			$known = $statuses[ $slug ]['status'] ?? null;
			if ( null !== $known && 'ok' !== $known ) {
				continue;
			}
			if ( null === $known && Data_Limits::outside( $coverage[ $slug ] ) ) {
				$out['statuses'][ $slug ] = Service_Status::outside_limits( $module, $coverage[ $slug ]['firstDay'] );
				continue;
			}
			$asked[ $slug ] = $module;
			foreach ( $module->email_report()->reads( $period->dates, $period->key() ) as $key => list( $datapoint, $params ) ) {
				$reads[ $slug . '|' . $key ] = array( $slug, $datapoint, 'GET', $params );
			}
		}
		$results = $reads ? $this->runner->run_many( $reads ) : array();
		foreach ( $asked as $slug => $module ) {
			$answers = array();
			$error   = null;
			foreach ( $results as $key => $result ) {
				list( $owner, $name ) = explode( '|', (string) $key, 2 );
				if ( $owner !== $slug ) {
					continue;
				}
				if ( isset( $result['error'] ) ) {
					$error = $error ?? $result['error'];
					continue;
				}
				$answers[ $name ] = $result['value'] ?? null;
			}
			$headline = isset( $statuses[ $slug ] );
			if ( null !== $error ) {
				$message = Service_Status::failed( $error )['message'];
				if ( $headline ) {
					/* translators: 1: service name, 2: the error */
					$out['notes'][ $slug ] = sprintf( __( 'Some of %1$s’s figures could not be read: %2$s', 'google-site-kit' ), $module->identity()->name(), $message );
				} else {
					$out['statuses'][ $slug ] = Service_Status::of( 'error', $message );
				}
				continue;
			}
			$comparable = $period->dates->has_compare() && Data_Limits::comparable( $coverage[ $slug ] );
			$parts      = $module->email_report()->sections( $answers, $period->dates, $comparable );
			if ( null === $parts ) {
				if ( ! $headline ) {
					$out['statuses'][ $slug ] = Service_Status::of( 'no-data', __( 'The service is still gathering data for this period.', 'google-site-kit' ) );
				}
				continue;
			}
			foreach ( $parts['figures'] as $figure ) {
				$out['figures'][] = array( 'service' => $slug ) + $figure;
			}
			foreach ( $parts['tables'] as $table ) {
				$out['tables'][] = array( 'service' => $slug ) + $table;
			}
			if ( ! $headline ) {
				$out['statuses'][ $slug ] = Service_Status::of( 'ok' );
			}
		}
		return $out;
	}
}
