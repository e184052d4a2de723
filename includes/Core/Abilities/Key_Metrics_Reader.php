<?php
/**
 * Class Key_Metrics_Reader
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Abilities\Contracts\Provides_Key_Metrics;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Core\User\User_Input;
use WP_Error;

/**
 * The key-metric tiles the user's dashboard shows (their pick, else the suggestions of the purpose answer), or the
 * tiles asked for, each read as its widget reads it: the same report params through the datapoint runner (the
 * dashboard's cached answers and tokens), the same requirements and history limits, figures computed the same way.
 * On a view-only dashboard the tiles of services not shared with the user are not part of it.
 */
final class Key_Metrics_Reader {

	/**
	 * Constructor.
	 *
	 * @param Modules          $modules Module registry.
	 * @param Datapoint_Runner $runner  Datapoint runner.
	 * @param Data_Limits      $limits  History limits.
	 * @param Key_Metrics      $choices The tiles each user picked.
	 * @param User_Input       $answers The personalisation answers (the purpose suggests tiles).
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Datapoint_Runner $runner,
		private readonly Data_Limits $limits,
		private readonly Key_Metrics $choices,
		private readonly User_Input $answers
	) {}

	/**
	 * Every tile with its module, by slug, in catalogue order.
	 *
	 * @return array<string, array{0: Module, 1: Key_Metric_Tile}>
	 */
	public function catalogue(): array {
		$out = array();
		foreach ( $this->modules->all() as $module ) {
			if ( $module instanceof Provides_Key_Metrics ) {
				foreach ( $module->key_metric_definitions() as $tile ) {
					$out[ $tile->slug ] = array( $module, $tile );
				}
			}
		}
		return $out;
	}

	/**
	 * Whether the current user may read a tile (the dashboard's check of the datapoints it reads).
	 *
	 * @param string $slug Tile slug.
	 */
	public function may_read( string $slug ): bool {
		$entry = $this->catalogue()[ $slug ] ?? null;
		return null !== $entry && $this->readable( $entry );
	}

	/**
	 * The tiles and their figures.
	 *
	 * @param string[]|null $requested Tile slugs asked for, or null for the dashboard's.
	 * @param Period        $period    The period.
	 * @return array{source: string, tiles: array<int, array<string, mixed>>}|WP_Error WP_Error when every tile failed.
	 */
	public function read( ?array $requested, Period $period ): array|WP_Error {
		$catalogue = array_filter( $this->catalogue(), fn( array $entry ) => $this->readable( $entry ) );
		$source    = 'requested';
		$slugs     = $requested;
		if ( null === $slugs ) {
			$slugs  = $this->choices->get( get_current_user_id() )['widgetSlugs'];
			$source = $slugs ? 'picked' : 'suggested';
		}
		if ( ! $slugs ) {
			$slugs = $this->suggested( $catalogue );
		}
		$tiles = array();
		foreach ( $slugs as $slug ) {
			if ( isset( $catalogue[ $slug ] ) ) {
				$tiles[ $slug ] = $catalogue[ $slug ];
			}
		}
		$met      = $this->requirements( $tiles );
		$live     = array();
		$statuses = array();
		foreach ( $tiles as $slug => list( $module, $tile ) ) {
			if ( ! $this->is_live( $module ) ) {
				$statuses[ $slug ] = Service_Status::not_connected( $module );
			} elseif ( false === ( $met[ $slug ] ?? true ) ) {
				$statuses[ $slug ] = Service_Status::of( 'requirement-unmet', (string) $tile->requirement?->reason );
			} else {
				$live[ $module->identity()->slug ] = $module;
			}
		}
		$coverage = $this->limits->coverage( $live, $period );
		$reads    = array();
		foreach ( $tiles as $slug => list( $module, $tile ) ) {
			if ( isset( $statuses[ $slug ] ) ) {
				continue;
			}
			if ( Data_Limits::outside( $coverage[ $module->identity()->slug ] ) ) {
				$statuses[ $slug ] = Service_Status::outside_limits( $module, $coverage[ $module->identity()->slug ]['firstDay'] );
				continue;
			}
			$params = $tile->params( $period->key() );
			$reads[ self::key( $module->identity()->slug, $tile->datapoint, $params ) ] = array( $module->identity()->slug, $tile->datapoint, 'GET', $params );
		}
		$results = $reads ? $this->runner->run_many( $reads ) : array();
		$out     = array();
		$errors  = array();
		foreach ( $tiles as $slug => list( $module, $tile ) ) {
			$service = $module->identity()->slug;
			if ( isset( $statuses[ $slug ] ) ) {
				$out[] = Tile_Output::without_figures( $service, $tile, $statuses[ $slug ] );
				continue;
			}
			$result = $results[ self::key( $service, $tile->datapoint, $tile->params( $period->key() ) ) ] ?? array();
			if ( isset( $result['error'] ) ) {
				$errors[] = $result['error'];
				$out[]    = Tile_Output::without_figures( $service, $tile, Service_Status::failed( $result['error'] ) );
				continue;
			}
			$answer = is_array( $result['value'] ?? null ) ? $result['value'] : array();
			$out[]  = Tile_Output::with_figures( $service, $tile, $tile->figures( $answer ), Service_Status::stale_since( $result ), Data_Limits::comparable( $coverage[ $service ] ) );
		}
		if ( $errors && count( $errors ) === count( $out ) ) {
			return Service_Status::to_error( $errors[0] );
		}
		return array(
			'source' => $source,
			'tiles'  => $out,
		);
	}

	/**
	 * The tiles the purpose answer suggests (the site's answer, which only users who can sign in read; a view-only
	 * user gets the everyday suggestions), the lead and purchase tiles only when they could show figures.
	 *
	 * @param array<string, array{0: Module, 1: Key_Metric_Tile}> $catalogue The tiles the user may read.
	 * @return string[]
	 */
	private function suggested( array $catalogue ): array {
		$purpose = null;
		if ( current_user_can( Permissions::AUTHENTICATE ) ) {
			$values  = $this->answers->get()['purpose']['values'] ?? array();
			$purpose = is_string( $values[0] ?? null ) ? $values[0] : null;
		}
		$candidates = array_intersect_key( $catalogue, array_flip( Tile_Choice::suggested( $purpose, true, true ) ) );
		$met        = $this->requirements( $candidates );
		$ready      = fn( string $slug ) => isset( $candidates[ $slug ] ) && $this->is_live( $candidates[ $slug ][0] ) && false !== ( $met[ $slug ] ?? true );
		return Tile_Choice::suggested( $purpose, $ready( Tile_Choice::LEADS_SOURCE ), $ready( Tile_Choice::PURCHASES_SOURCE ) );
	}

	/**
	 * Whether each tile's requirement is met (a failed read is not), one read per requirement; tiles without one,
	 * or of a module that is not connected, are left out.
	 *
	 * @param array<string, array{0: Module, 1: Key_Metric_Tile}> $tiles Tiles.
	 * @return array<string, bool>
	 */
	private function requirements( array $tiles ): array {
		$reads = array();
		foreach ( $tiles as list( $module, $tile ) ) {
			if ( null !== $tile->requirement && $this->is_live( $module ) ) {
				$reads[ self::key( $module->identity()->slug, $tile->requirement->datapoint, array() ) ] = array( $module->identity()->slug, $tile->requirement->datapoint, 'GET', array() );
			}
		}
		$results = $reads ? $this->runner->run_many( $reads ) : array();
		$met     = array();
		foreach ( $tiles as $slug => list( $module, $tile ) ) {
			$requirement = $tile->requirement;
			$result      = null === $requirement ? null : ( $results[ self::key( $module->identity()->slug, $requirement->datapoint, array() ) ] ?? null );
			if ( null !== $requirement && null !== $result ) {
				$met[ $slug ] = ! isset( $result['error'] ) && $requirement->met( $result['value'] ?? null );
			}
		}
		return $met;
	}

	/**
	 * Whether the current user may read a tile: each datapoint it reads, as the dashboard checks them.
	 *
	 * @param array{0: Module, 1: Key_Metric_Tile} $entry The tile and its module.
	 */
	private function readable( array $entry ): bool {
		list( $module, $tile ) = $entry;
		$slug                  = $module->identity()->slug;
		return $this->modules->may_read( $slug, $tile->datapoint )
			&& ( null === $tile->requirement || $this->modules->may_read( $slug, $tile->requirement->datapoint ) );
	}

	/**
	 * Whether a module is active and connected.
	 *
	 * @param Module $module Module.
	 */
	private function is_live( Module $module ): bool {
		return $this->modules->is_active( $module->identity()->slug ) && $module->is_connected();
	}

	/**
	 * One key per distinct read (tiles that share a report share one read).
	 *
	 * @param string               $slug      Module slug.
	 * @param string               $datapoint Datapoint.
	 * @param array<string, mixed> $params    Params.
	 */
	private static function key( string $slug, string $datapoint, array $params ): string {
		return $slug . '/' . $datapoint . '/' . md5( (string) wp_json_encode( $params ) );
	}
}
