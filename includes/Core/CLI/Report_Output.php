<?php
/**
 * Class Report_Output
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use WP_CLI;

/**
 * Prints a datapoint's value: JSON as it is, or the rows of a Search Console or GA4 report as a table or CSV.
 */
final class Report_Output {

	/**
	 * Prints a value.
	 *
	 * @param mixed    $value      Datapoint value.
	 * @param string   $format     table, csv or json.
	 * @param string[] $dimensions Dimensions asked for (names the columns of Search Console rows).
	 */
	public static function render( mixed $value, string $format, array $dimensions = array() ): void {
		if ( 'json' === $format ) {
			WP_CLI::line( (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES ) );
			return;
		}
		$dimensions             = array_values( array_filter( array_map( 'trim', explode( ',', implode( ',', array_map( 'strval', $dimensions ) ) ) ), static fn( string $name ): bool => '' !== $name ) );
		list( $rows, $columns ) = self::rows( $value, $dimensions );
		if ( null === $rows ) {
			// Not a list of rows (a settings-like object, a scalar): JSON is the only faithful form.
			WP_CLI::line( (string) wp_json_encode( $value, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) );
			return;
		}
		if ( ! $rows ) {
			if ( 'table' === $format ) {
				WP_CLI::line( __( 'No rows.', 'google-site-kit' ) );
				return;
			}
		}
		WP_CLI\Utils\format_items( $format, $rows, $columns );
	}

	/**
	 * Flat rows and their columns, or [ null, [] ] when the value is not a list of rows.
	 *
	 * @param mixed    $value      Value.
	 * @param string[] $dimensions Dimensions asked for.
	 * @return array{0: array<int, array<string, mixed>>|null, 1: string[]}
	 */
	public static function rows( mixed $value, array $dimensions ): array {
		if ( ! is_array( $value ) ) {
			return array( null, array() );
		}
		// GA4 runReport: headers name the dimension and metric values of each row.
		if ( isset( $value['dimensionHeaders'] ) || isset( $value['metricHeaders'] ) ) {
			$names = array_merge(
				array_map( static fn( $h ) => (string) ( $h['name'] ?? '' ), (array) ( $value['dimensionHeaders'] ?? array() ) ),
				array_map( static fn( $h ) => (string) ( $h['name'] ?? '' ), (array) ( $value['metricHeaders'] ?? array() ) )
			);
			$rows  = array();
			foreach ( (array) ( $value['rows'] ?? array() ) as $row ) {
				$cells  = array_merge( (array) ( $row['dimensionValues'] ?? array() ), (array) ( $row['metricValues'] ?? array() ) );
				$rows[] = array_combine( $names, array_map( static fn( $cell ) => $cell['value'] ?? '', array_pad( $cells, count( $names ), array() ) ) );
			}
			return array( $rows, $names );
		}
		// Search Console searchanalytics: keys (one per dimension), clicks, impressions, ctr, position.
		$list = isset( $value['rows'] ) && is_array( $value['rows'] ) ? $value['rows'] : ( array_is_list( $value ) ? $value : null );
		if ( null === $list ) {
			return array( null, array() );
		}
		$rows    = array();
		$columns = array();
		foreach ( $list as $row ) {
			if ( ! is_array( $row ) ) {
				return array( null, array() );
			}
			$flat = array();
			foreach ( (array) ( $row['keys'] ?? array() ) as $i => $key ) {
				$flat[ $dimensions[ $i ] ?? 'key' . ( $i + 1 ) ] = $key;
			}
			foreach ( $row as $field => $cell ) {
				if ( 'keys' !== $field ) {
					$flat[ (string) $field ] = is_scalar( $cell ) || null === $cell ? $cell : wp_json_encode( $cell );
				}
			}
			$columns = array_values( array_unique( array_merge( $columns, array_keys( $flat ) ) ) );
			$rows[]  = $flat;
		}
		return array( $rows, $columns );
	}
}
