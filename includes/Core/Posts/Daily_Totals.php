<?php
/**
 * Class Daily_Totals
 *
 * @package Google\Site_Kit\Core\Posts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Posts;

/**
 * One figure of a page of posts over a range, as a report's rows are added up: each path's total and its value per
 * day of the range (a row of a day outside it, or of no day, counts in the total only).
 */
final class Daily_Totals {

	/**
	 * The range's days, YYYY-MM-DD => index.
	 *
	 * @var array<string, int>
	 */
	private array $index;

	/**
	 * Path => total and daily values.
	 *
	 * @var array<string, array{total: int, trend: int[]}>
	 */
	private array $paths = array();

	/**
	 * Constructor.
	 *
	 * @param string[] $days The range's days, YYYY-MM-DD, oldest first.
	 */
	public function __construct( private readonly array $days ) {
		$this->index = array_flip( $days );
	}

	/**
	 * The days of a range, YYYY-MM-DD.
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return string[]
	 */
	public static function days_between( string $start, string $end ): array {
		$days = array();
		$utc  = new \DateTimeZone( 'UTC' );
		$day  = new \DateTimeImmutable( $start, $utc );
		$last = new \DateTimeImmutable( $end, $utc );
		while ( $day <= $last ) {
			$days[] = $day->format( 'Y-m-d' );
			$day    = $day->modify( '+1 day' );
		}
		return $days;
	}

	/**
	 * Adds a row's value.
	 *
	 * @param string $path  The page's path.
	 * @param int    $value The row's value.
	 * @param string $day   The row's day, YYYY-MM-DD, or '' for a row of the whole range.
	 */
	public function add( string $path, int $value, string $day ): void {
		$this->paths[ $path ]         ??= array(
			'total' => 0,
			'trend' => $this->zeros(),
		);
		$this->paths[ $path ]['total'] += $value;
		if ( isset( $this->index[ $day ] ) ) {
			$this->paths[ $path ]['trend'][ $this->index[ $day ] ] += $value;
		}
	}

	/**
	 * A path's total (0 when no row named it).
	 *
	 * @param string $path The page's path.
	 */
	public function total( string $path ): int {
		return $this->paths[ $path ]['total'] ?? 0;
	}

	/**
	 * A path's value per day, aligned with the range's days.
	 *
	 * @param string $path The page's path.
	 * @return int[]
	 */
	public function trend( string $path ): array {
		return $this->paths[ $path ]['trend'] ?? $this->zeros();
	}

	/**
	 * A zero per day.
	 *
	 * @return int[]
	 */
	private function zeros(): array {
		return array_fill( 0, count( $this->days ), 0 );
	}
}
