<?php
/**
 * Class Report_Builder
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use DateTimeImmutable;
use Google\Site_Kit\Core\Abilities\Contracts\Provides_Headline;
use Google\Site_Kit\Core\Abilities\Data_Limits;
use Google\Site_Kit\Core\Abilities\Headline_Reader;
use Google\Site_Kit\Core\Abilities\Key_Metrics_Reader;
use Google\Site_Kit\Core\Abilities\Period;
use Google\Site_Kit\Core\Email_Reports\Contracts\Provides_Email_Report;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Core\User\User_Input;
use Google\Site_Kit\Plugin;
use WP_Error;

/**
 * The data of one email report, read as its viewer (a subscribed user, or the admin who added an outside address)
 * would read the dashboard: the current user is switched to the viewer for the reads, so the view-only rules apply
 * and the reads go through the datapoint runner — the shared report cache, single flight, the owner's tokens for a
 * view-only viewer. Two viewers who see the same services make the same reads and share their answers; a second
 * build of the same report is answered from the cache.
 *
 * The report (what Report_Mail renders): viewer, frequency, site {name, url}, locale, period {start, end,
 * compare_start, compare_end}, range (the dashboard's range key), services [ {service, name, status, message, note} ]
 * (only the services the viewer may see), figures [ {figure, label, service, value, previous, unit, currency} ],
 * key_metrics (the viewer's chosen tiles as Key_Metrics_Reader gives them, or null when they chose none), tables
 * [ {id, title, section, service, columns, rows, bar} ] (see Email_Report_Source), built (Unix time).
 */
final class Report_Builder {

	/**
	 * Constructor.
	 *
	 * @param Modules            $modules  Module registry.
	 * @param Headline_Reader    $headline Reads the headline figures.
	 * @param Key_Metrics_Reader $tiles    Reads the key metrics.
	 * @param Key_Metrics        $choices  The tiles each user picked.
	 * @param Module_Reads       $reads    Reads the modules' own parts.
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Headline_Reader $headline,
		private readonly Key_Metrics_Reader $tiles,
		private readonly Key_Metrics $choices,
		private readonly Module_Reads $reads
	) {}

	/**
	 * The builder of the plugin's services.
	 *
	 * @param Plugin $plugin Plugin.
	 */
	public static function of( Plugin $plugin ): self {
		$runner = $plugin->datapoint_runner();
		$limits = new Data_Limits( $runner );
		$tiles  = new Key_Metrics( $plugin->modules() );
		return new self(
			$plugin->modules(),
			new Headline_Reader( $plugin->modules(), $runner, $limits ),
			new Key_Metrics_Reader( $plugin->modules(), $runner, $limits, $tiles, new User_Input( $plugin->token_store() ) ),
			$tiles,
			new Module_Reads( $runner, $limits )
		);
	}

	/**
	 * The services a viewer may see in a report (active, connected, every datapoint the report reads of it readable
	 * by them), in the modules' order. Reports of viewers with the same services read the same.
	 *
	 * @param int $viewer_id The viewer.
	 * @return string[]
	 */
	public function services( int $viewer_id ): array {
		return $this->as_user( $viewer_id, fn() => array_keys( $this->visible() ) );
	}

	/**
	 * The report of the last complete period of a frequency before $now, read as the viewer.
	 *
	 * @param int               $viewer_id The viewer.
	 * @param string            $frequency weekly, monthly or quarterly.
	 * @param DateTimeImmutable $now       The moment of sending.
	 * @return array<string, mixed>|WP_Error
	 */
	public function build( int $viewer_id, string $frequency, DateTimeImmutable $now ): array|WP_Error {
		if ( ! Frequency::is_valid( $frequency ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Unknown report frequency: it must be weekly, monthly or quarterly.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		return $this->build_for( $viewer_id, $frequency, Frequency::period( $frequency, $now ) );
	}

	/**
	 * The report of given dates, read as the viewer.
	 *
	 * @param int                   $viewer_id The viewer.
	 * @param string                $frequency The frequency (named in the report).
	 * @param array<string, string> $period    start, end (Y-m-d); the compare period is the one of as many days before.
	 * @return array<string, mixed>|WP_Error
	 */
	public function build_for( int $viewer_id, string $frequency, array $period ): array|WP_Error {
		if ( ! get_userdata( $viewer_id ) ) {
			return new WP_Error( 'email_report_no_viewer', __( 'The report’s recipient (or the administrator who added the address) no longer has an account on this site.', 'google-site-kit' ), array( 'status' => 404 ) );
		}
		return $this->as_user(
			$viewer_id,
			function () use ( $viewer_id, $frequency, $period ) {
				if ( ! current_user_can( Permissions::VIEW_DASHBOARD ) ) {
					return new WP_Error( 'email_report_forbidden', __( 'The report’s viewer may no longer view the Site Kit dashboard.', 'google-site-kit' ), array( 'status' => 403 ) );
				}
				$dates = Period::from_input(
					array(
						'period'  => ( $period['start'] ?? '' ) . '..' . ( $period['end'] ?? '' ),
						'compare' => 'previous-period',
					),
					$viewer_id
				);
				if ( is_wp_error( $dates ) ) {
					return $dates;
				}
				return $this->read( $viewer_id, $frequency, $dates );
			}
		);
	}

	/**
	 * The report's reads, as the current user.
	 *
	 * @param int    $viewer_id The viewer.
	 * @param string $frequency The frequency.
	 * @param Period $period    The period.
	 * @return array<string, mixed>
	 */
	private function read( int $viewer_id, string $frequency, Period $period ): array {
		$visible  = $this->visible();
		$headline = array_keys( array_filter( $visible, static fn( Module $module ) => $module instanceof Provides_Headline ) );
		$answer   = $headline ? $this->headline->read( $headline, $period, '' ) : array(
			'figures'  => array(),
			'services' => array(),
		);
		$statuses = array();
		$figures  = array();
		if ( is_wp_error( $answer ) ) {
			foreach ( $headline as $slug ) {
				$statuses[ $slug ] = array(
					'status'  => 'error',
					'message' => $answer->get_error_message(),
				);
			}
		} else {
			foreach ( $answer['services'] as $service ) {
				$statuses[ $service['service'] ] = array(
					'status'  => $service['status'],
					'message' => $service['message'],
				);
			}
			foreach ( $answer['figures'] as $figure ) {
				$figures[] = $figure + array(
					'unit'     => 'count',
					'currency' => null,
				);
			}
		}
		$parts   = $this->reads->read( array_filter( $visible, static fn( Module $module ) => $module instanceof Provides_Email_Report ), $statuses, $period );
		$figures = array_merge( $figures, $parts['figures'] );
		usort( $figures, static fn( array $a, array $b ) => array_search( $a['service'], array_keys( $visible ), true ) <=> array_search( $b['service'], array_keys( $visible ), true ) );
		$services = array();
		foreach ( $visible as $slug => $module ) {
			$status     = $parts['statuses'][ $slug ] ?? $statuses[ $slug ] ?? array(
				'status'  => 'ok',
				'message' => '',
			);
			$services[] = array(
				'service' => $slug,
				'name'    => $module->identity()->name(),
				'status'  => $status['status'],
				'message' => $status['message'],
				'note'    => $parts['notes'][ $slug ] ?? '',
			);
		}
		$dates = $period->dates;
		return array(
			'viewer'      => $viewer_id,
			'frequency'   => $frequency,
			'site'        => array(
				'name' => html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
				'url'  => home_url( '/' ),
			),
			'locale'      => get_locale(),
			'period'      => array(
				'start'         => $dates->start_date,
				'end'           => $dates->end_date,
				'compare_start' => $dates->compare_start_date,
				'compare_end'   => $dates->compare_end_date,
			),
			'range'       => $period->key(),
			'services'    => $services,
			'figures'     => $figures,
			'key_metrics' => $this->key_metrics( $viewer_id, $period ),
			'tables'      => $parts['tables'],
			'built'       => time(),
		);
	}

	/**
	 * The viewer's chosen key-metric tiles (those of services they may see), or null when they chose none.
	 *
	 * @param int    $viewer_id The viewer.
	 * @param Period $period    The period.
	 * @return array<int, array<string, mixed>>|null
	 */
	private function key_metrics( int $viewer_id, Period $period ): ?array {
		$picked = $this->choices->get( $viewer_id )['widgetSlugs'];
		if ( ! $picked ) {
			return null;
		}
		$read = $this->tiles->read( $picked, $period );
		if ( is_wp_error( $read ) ) {
			return null;
		}
		$tiles = array_values( array_filter( $read['tiles'], static fn( array $tile ) => 'not-connected' !== $tile['status'] ) );
		return $tiles ? $tiles : null;
	}

	/**
	 * The services the current user may see in a report, by slug, in the modules' order.
	 *
	 * @return array<string, Module>
	 */
	private function visible(): array {
		$out = array();
		foreach ( $this->modules->all() as $slug => $module ) {
			$points = array_merge(
				$module instanceof Provides_Headline ? $module->headline()->datapoints() : array(),
				$module instanceof Provides_Email_Report ? $module->email_report()->datapoints() : array()
			);
			if ( ! $points || ! $this->modules->is_active( $slug ) || ! $module->is_connected() ) {
				continue;
			}
			foreach ( array_unique( $points ) as $datapoint ) {
				if ( ! $this->modules->may_read( $slug, $datapoint ) ) {
					continue 2;
				}
			}
			$out[ $slug ] = $module;
		}
		return $out;
	}

	/**
	 * Runs a function as another user, in the site's locale, then restores both.
	 *
	 * @template T
	 * @param int          $user_id User.
	 * @param callable(): T $run    What to run.
	 * @return T
	 */
	private function as_user( int $user_id, callable $run ): mixed {
		$previous = get_current_user_id();
		$switched = switch_to_locale( get_locale() );
		wp_set_current_user( $user_id );
		try {
			return $run();
		} finally {
			wp_set_current_user( $previous );
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}
}
