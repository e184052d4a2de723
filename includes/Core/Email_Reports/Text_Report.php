<?php
/**
 * Class Text_Report
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * The report's plain-text part, from the same view as the HTML part (Report_View), so it says the same: sections
 * under underlined headings, each with its dashboard link in full.
 */
final class Text_Report {

	/**
	 * The text part.
	 *
	 * @param array<string, mixed> $view The view.
	 */
	public static function render( array $view ): string {
		$out   = array();
		$out[] = $view['title'];
		$out[] = self::heading( $view['site'], '=' );
		$out[] = $view['site_url'];
		$out[] = $view['period'];
		$out[] = $view['compare'];
		$out[] = '';
		if ( $view['notes'] ) {
			$out[] = self::heading( __( 'Good to know', 'google-site-kit' ) );
			foreach ( $view['notes'] as $note ) {
				$out[] = '- ' . $note;
			}
			$out[] = '';
		}
		foreach ( array( 'figures', 'key_metrics' ) as $part ) {
			if ( null === $view[ $part ] ) {
				continue;
			}
			$out[] = self::heading( $view[ $part ]['heading'] );
			foreach ( $view[ $part ]['items'] as $item ) {
				$out[] = self::item( $item );
			}
			$out[] = self::link( $view[ $part ]['link'] );
			$out[] = '';
		}
		foreach ( $view['tables'] as $table ) {
			$out[] = self::heading( $table['heading'] );
			if ( ! $table['rows'] ) {
				$out[] = $table['empty'];
			}
			foreach ( $table['rows'] as $index => $row ) {
				$out[] = ( $index + 1 ) . '. ' . $row['name'] . ' — ' . $table['main'] . ' ' . $row['primary'];
				if ( '' !== $row['detail'] && $row['detail'] !== $row['name'] ) {
					$out[] = '   ' . $row['detail'];
				}
				if ( $row['others'] ) {
					$out[] = '   ' . implode( ' · ', array_map( static fn( array $other ) => $other['label'] . ' ' . $other['value'], $row['others'] ) );
				}
			}
			$out[] = self::link( $table['link'] );
			$out[] = '';
		}
		$out[] = '--';
		$out[] = $view['footer']['why'];
		$out[] = self::link( $view['footer']['settings'] );
		$out[] = self::link( $view['footer']['unsubscribe'] );
		return implode( "\n", $out ) . "\n";
	}

	/**
	 * A heading, underlined.
	 *
	 * @param string $text  Heading.
	 * @param string $under The underline's character.
	 */
	private static function heading( string $text, string $under = '-' ): string {
		return $text . "\n" . str_repeat( $under, max( 3, mb_strlen( $text ) ) );
	}

	/**
	 * A figure or tile on its lines.
	 *
	 * @param array<string, mixed> $item The item.
	 */
	private static function item( array $item ): string {
		$line  = (string) ( $item['label'] ?? $item['title'] ?? '' ) . ':';
		$line .= '' !== (string) ( $item['value'] ?? '' ) ? ' ' . (string) $item['value'] : '';
		if ( null !== ( $item['change'] ?? null ) ) {
			$line .= ' (' . trim( $item['change']['arrow'] . ' ' . $item['change']['text'] ) . ')';
		}
		foreach ( (array) ( $item['lines'] ?? array() ) as $more ) {
			$line .= "\n  " . $more;
		}
		if ( '' !== (string) ( $item['message'] ?? '' ) ) {
			$line .= ' ' . $item['message'];
		}
		return '- ' . $line;
	}

	/**
	 * A link: its label and its URL.
	 *
	 * @param array{url: string, label: string} $link The link.
	 */
	private static function link( array $link ): string {
		return $link['label'] . ': ' . ( '' === $link['url'] ? '' : esc_url_raw( $link['url'], array( 'http', 'https' ) ) );
	}
}
