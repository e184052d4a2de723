<?php
/**
 * Class Tile_View
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * A key-metric tile (as Key_Metrics_Reader gives it) in the report's words: a figure with its change, a leader
 * (the top channel, city…) with its figure, or a short list; a tile without figures says why.
 */
final class Tile_View {

	/**
	 * The tile's view: title, value (text, '' for none), change, lines, message.
	 *
	 * @param array<string, mixed> $tile   The tile.
	 * @param Mail_Format          $format Formatter.
	 * @return array{title: string, value: string, change: array{text: string, direction: int}|null, lines: string[], message: string}
	 */
	public static function of( array $tile, Mail_Format $format ): array {
		$out = array(
			'title'   => Report_View::line( (string) $tile['title'] ),
			'value'   => '',
			'change'  => null,
			'lines'   => array(),
			'message' => '',
		);
		if ( 'ok' !== $tile['status'] ) {
			$out['message'] = 'no-data' === $tile['status']
				? __( 'No data for this period yet.', 'google-site-kit' )
				: Report_View::line( (string) $tile['message'] );
			return $out;
		}
		$unit     = (string) $tile['unit'];
		$currency = is_string( $tile['currency'] ?? null ) ? $tile['currency'] : null;
		$number   = static fn( $value ) => $format->value( (float) $value, $unit, $currency );
		switch ( $tile['kind'] ) {
			case 'figure':
				$out['value']  = $number( $tile['value'] );
				$out['change'] = Report_View::change( $format->change( (float) $tile['value'], null === $tile['previous'] ? null : (float) $tile['previous'] ) );
				break;
			case 'leader':
				$out['value'] = Report_View::line( (string) $tile['name'] );
				if ( null !== $tile['value'] ) {
					$out['lines'][] = $number( $tile['value'] );
				}
				break;
			default:
				foreach ( (array) $tile['rows'] as $row ) {
					$name           = '' !== (string) $row['title'] ? (string) $row['title'] : (string) $row['name'];
					$out['lines'][] = Report_View::line( Report_View::page( $name ) ) . ': ' . $number( $row['value'] );
				}
		}
		return $out;
	}
}
