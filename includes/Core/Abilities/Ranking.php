<?php
/**
 * Class Ranking
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * The order of a tile's rows, as the dashboard ranks them: by figures, highest first, then by name, so equal figures
 * always come in the same order.
 */
final class Ranking {

	/**
	 * Rows sorted by number fields in turn (highest first), then by a name field (byte order).
	 *
	 * @template T of array<string, mixed>
	 * @param array<int, T> $rows    Rows.
	 * @param string[]      $numbers Number fields, the first deciding first.
	 * @param string        $name    The name field.
	 * @return array<int, T>
	 */
	public static function rank( array $rows, array $numbers, string $name = 'name' ): array {
		usort(
			$rows,
			static function ( array $a, array $b ) use ( $numbers, $name ): int {
				foreach ( $numbers as $field ) {
					$order = $b[ $field ] <=> $a[ $field ];
					if ( 0 !== $order ) {
						return $order;
					}
				}
				return strcmp( (string) $a[ $name ], (string) $b[ $name ] );
			}
		);
		return $rows;
	}
}
