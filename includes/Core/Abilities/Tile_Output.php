<?php
/**
 * Class Tile_Output
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * One tile in the key-metrics ability's answer: what it is, how it fared, and its figures in one shape for every kind
 * (the fields a kind does not use are null, or an empty list of rows).
 */
final class Tile_Output {

	/**
	 * The schema of a tile.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$row = Schema::object(
			array(
				'name'  => Schema::of( 'string', __( 'What the row is: a page path, channel, city, country, author, category, search query or page URL.', 'google-site-kit' ) ),
				'title' => Schema::of( 'string', __( 'The page title for page rows; else empty.', 'google-site-kit' ) ),
				'value' => Schema::of( 'number', __( 'The row’s figure, in the tile’s unit.', 'google-site-kit' ) ),
			)
		);
		return Schema::object(
			array(
				'tile'    => Schema::of( 'string', __( 'Tile slug, as in the user’s key metrics choice.', 'google-site-kit' ) ),
				'title'   => Schema::of( 'string', __( 'The tile’s title on the dashboard.', 'google-site-kit' ) ),
				'service' => Schema::of( 'string', __( 'The service it comes from.', 'google-site-kit' ) ),
				'kind'    => Schema::of( 'string', __( 'figure: value (and previous, share); leader: name and value; list: rows.', 'google-site-kit' ), array( 'enum' => Key_Metric_Tile::KINDS ) ),
				'unit'    => Schema::of( 'string', __( 'What the numbers are: a count, a ratio between 0 and 1, seconds, or an amount of money in currency.', 'google-site-kit' ), array( 'enum' => Key_Metric_Tile::UNITS ) ),
			) + Service_Status::properties() + array(
				'value'    => Schema::nullable( 'number', __( 'The figure (figure tiles), or the leader’s (leader tiles).', 'google-site-kit' ) ),
				'previous' => Schema::nullable( 'number', __( 'The figure over the compare period; null when nothing is compared or the service lacks that period.', 'google-site-kit' ) ),
				'share'    => Schema::nullable( 'number', __( 'The figure’s share of all visitors (new and returning visitors), 0 to 1.', 'google-site-kit' ) ),
				'name'     => Schema::nullable( 'string', __( 'The leader (leader tiles), e.g. the channel.', 'google-site-kit' ) ),
				'rows'     => Schema::list_of( $row, __( 'The ranked rows (list tiles), at most three.', 'google-site-kit' ) ),
				'currency' => Schema::nullable( 'string', __( 'ISO 4217 code of currency amounts.', 'google-site-kit' ) ),
			)
		);
	}

	/**
	 * A tile without figures.
	 *
	 * @param string                                                  $service Module slug.
	 * @param Key_Metric_Tile                                         $tile    Tile.
	 * @param array{status: string, message: string, staleSince: string|null} $status  Status.
	 * @return array<string, mixed>
	 */
	public static function without_figures( string $service, Key_Metric_Tile $tile, array $status ): array {
		return self::head( $service, $tile ) + $status + array(
			'value'    => null,
			'previous' => null,
			'share'    => null,
			'name'     => null,
			'rows'     => array(),
			'currency' => null,
		);
	}

	/**
	 * A tile from its figures, or its "no data" state when they hold nothing to show.
	 *
	 * @param string               $service    Module slug.
	 * @param Key_Metric_Tile      $tile       Tile.
	 * @param array<string, mixed>|null $figures    The tile's figures.
	 * @param string|null          $stale      When the answer was kept while Google failed.
	 * @param bool                 $comparable Whether a change against the compare period is shown.
	 * @return array<string, mixed>
	 */
	public static function with_figures( string $service, Key_Metric_Tile $tile, ?array $figures, ?string $stale, bool $comparable ): array {
		$main = array(
			'figure' => 'value',
			'leader' => 'name',
			'list'   => 'rows',
		)[ $tile->kind ];
		if ( null === $figures || empty( $figures[ $main ] ) && ! is_numeric( $figures[ $main ] ?? null ) ) {
			$message = is_string( $figures['message'] ?? null ) ? $figures['message'] : __( 'The service has no data for this period yet.', 'google-site-kit' );
			return self::without_figures( $service, $tile, Service_Status::of( 'no-data', $message ) );
		}
		$number               = static fn( $value ) => is_numeric( $value ) ? Schema::number( $value + 0 ) : null;
		$rows                 = array_map(
			static fn( array $row ) => array(
				'name'  => (string) $row['name'],
				'title' => (string) $row['title'],
				'value' => Schema::number( $row['value'] + 0 ),
			),
			(array) ( $figures['rows'] ?? array() )
		);
		$status               = Service_Status::of( 'ok' );
		$status['staleSince'] = $stale;
		return self::head( $service, $tile ) + $status + array(
			'value'    => $number( $figures['value'] ?? null ),
			'previous' => $comparable ? $number( $figures['previous'] ?? null ) : null,
			'share'    => $number( $figures['share'] ?? null ),
			'name'     => isset( $figures['name'] ) ? (string) $figures['name'] : null,
			'rows'     => $rows,
			'currency' => 'currency' === $tile->unit ? (string) ( $figures['currency'] ?? 'USD' ) : null,
		);
	}

	/**
	 * What the tile is.
	 *
	 * @param string          $service Module slug.
	 * @param Key_Metric_Tile $tile    Tile.
	 * @return array<string, string>
	 */
	private static function head( string $service, Key_Metric_Tile $tile ): array {
		return array(
			'tile'    => $tile->slug,
			'title'   => $tile->title,
			'service' => $service,
			'kind'    => $tile->kind,
			'unit'    => $tile->unit,
		);
	}
}
