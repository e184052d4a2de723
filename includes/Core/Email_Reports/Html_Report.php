<?php
/**
 * Class Html_Report
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Html_Document as H;

/**
 * The report's HTML part, from its view (Report_View): the site and period, the notes on services without figures,
 * the headline figures, the key metrics, the tables with their bars, and the footer with the settings and
 * unsubscribe links. Every string is escaped here (H::e, H::link).
 */
final class Html_Report {

	/**
	 * The HTML part.
	 *
	 * @param array<string, mixed> $view The view.
	 */
	public static function render( array $view ): string {
		$rows = self::header( $view );
		if ( $view['notes'] ) {
			$items = '';
			foreach ( $view['notes'] as $note ) {
				$items .= '<p class="sk-text" style="margin:0 0 8px;font-size:14px;line-height:20px;color:' . H::TEXT . ';">' . H::e( $note ) . '</p>';
			}
			$rows .= H::card( __( 'Good to know', 'google-site-kit' ), $items );
		}
		if ( null !== $view['figures'] ) {
			$rows .= H::card( $view['figures']['heading'], self::grid( $view['figures']['items'] ), H::link( $view['figures']['link']['url'], $view['figures']['link']['label'] ), 'traffic' );
		}
		if ( null !== $view['key_metrics'] ) {
			$rows .= H::card( $view['key_metrics']['heading'], self::grid( $view['key_metrics']['items'] ), H::link( $view['key_metrics']['link']['url'], $view['key_metrics']['link']['label'] ), 'key-metrics' );
		}
		foreach ( $view['tables'] as $table ) {
			$rows .= H::card( $table['heading'], self::table( $table ), H::link( $table['link']['url'], $table['link']['label'] ), $table['id'] );
		}
		return H::document( $view['lang'], $view['subject'], $view['title'] . ' · ' . $view['period'], $rows . self::footer( $view['footer'] ) );
	}

	/**
	 * The site, the report's name and its period.
	 *
	 * @param array<string, mixed> $view The view.
	 */
	private static function header( array $view ): string {
		return '<tr><td style="padding:8px 4px 12px;' . H::FONT . '">'
			. '<p class="sk-muted" style="margin:0;font-size:14px;line-height:20px;color:' . H::MUTED . ';">' . H::e( $view['title'] ) . '</p>'
			. '<h1 class="sk-text" style="margin:4px 0;font-size:24px;line-height:30px;font-weight:bold;color:' . H::TEXT . ';word-break:break-word;">' . H::link( $view['site_url'], $view['site'], 'color:' . H::TEXT . ';text-decoration:none;' ) . '</h1>'
			. '<p class="sk-text" style="margin:0;font-size:16px;line-height:22px;color:' . H::TEXT . ';">' . H::e( $view['period'] ) . '</p>'
			. '<p class="sk-muted" style="margin:2px 0 0;font-size:13px;line-height:18px;color:' . H::MUTED . ';">' . H::e( $view['compare'] ) . '</p>'
			. '</td></tr>';
	}

	/**
	 * Figures two by two (each half the width, so they fit a phone).
	 *
	 * @param array<int, array<string, mixed>> $items Figures: label or title, value, change, lines, message.
	 */
	private static function grid( array $items ): string {
		$cells = array();
		foreach ( $items as $item ) {
			$label = (string) ( $item['label'] ?? $item['title'] ?? '' );
			$html  = '<p class="sk-muted" style="margin:0;font-size:13px;line-height:18px;color:' . H::MUTED . ';">' . H::e( $label ) . '</p>';
			if ( '' !== (string) ( $item['value'] ?? '' ) ) {
				$html .= '<p class="sk-text" style="margin:2px 0 0;font-size:22px;line-height:28px;font-weight:bold;color:' . H::TEXT . ';word-break:break-word;">' . H::e( (string) $item['value'] ) . '</p>';
			}
			if ( null !== ( $item['change'] ?? null ) ) {
				$html .= self::change( $item['change'] );
			}
			foreach ( (array) ( $item['lines'] ?? array() ) as $line ) {
				$html .= '<p class="sk-text" style="margin:2px 0 0;font-size:13px;line-height:18px;color:' . H::TEXT . ';word-break:break-word;">' . H::e( (string) $line ) . '</p>';
			}
			if ( '' !== (string) ( $item['message'] ?? '' ) ) {
				$html .= '<p class="sk-muted" style="margin:2px 0 0;font-size:13px;line-height:18px;color:' . H::MUTED . ';">' . H::e( (string) $item['message'] ) . '</p>';
			}
			$cells[] = '<td valign="top" width="50%" style="width:50%;padding:8px 8px 8px 0;' . H::FONT . '">' . $html . '</td>';
		}
		$rows = '';
		foreach ( array_chunk( $cells, 2 ) as $pair ) {
			$rows .= '<tr>' . implode( '', $pair ) . ( 1 === count( $pair ) ? '<td width="50%" style="width:50%;">&nbsp;</td>' : '' ) . '</tr>';
		}
		return '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;table-layout:fixed;">' . $rows . '</table>';
	}

	/**
	 * A change: arrow (named for screen readers) and words, green up, red down.
	 *
	 * @param array{text: string, direction: int, arrow: string, spoken: string} $change The change.
	 */
	private static function change( array $change ): string {
		$colour = 1 === $change['direction'] ? H::UP : ( -1 === $change['direction'] ? H::DOWN : H::MUTED );
		$class  = 1 === $change['direction'] ? 'sk-up' : ( -1 === $change['direction'] ? 'sk-down' : 'sk-muted' );
		$arrow  = '' === $change['arrow'] ? '' : '<span role="img" aria-label="' . H::e( $change['spoken'] ) . '">' . H::e( $change['arrow'] ) . '</span> ';
		return '<p class="' . $class . '" style="margin:2px 0 0;font-size:13px;line-height:18px;color:' . $colour . ';">' . $arrow . H::e( $change['text'] ) . '</p>';
	}

	/**
	 * A table: each row's name and detail with its main figure on the right, a bar, and its other figures under it.
	 *
	 * @param array<string, mixed> $table The table's view.
	 */
	private static function table( array $table ): string {
		if ( ! $table['rows'] ) {
			return '<p class="sk-muted" style="margin:0;font-size:14px;color:' . H::MUTED . ';' . H::FONT . '">' . H::e( $table['empty'] ) . '</p>';
		}
		$muted = 'class="sk-muted" style="font-size:12px;line-height:16px;color:' . H::MUTED . ';' . H::FONT;
		$html  = '<tr><td ' . $muted . 'padding:0 0 4px;">' . H::e( $table['name'] ) . '</td><td align="right" ' . $muted . 'padding:0 0 4px;text-align:right;">' . H::e( $table['main'] ) . '</td></tr>';
		foreach ( $table['rows'] as $row ) {
			$html .= '<tr><td valign="top" style="padding:10px 8px 0 0;' . H::FONT . 'font-size:14px;line-height:20px;color:' . H::TEXT . ';word-break:break-word;">'
				. H::e( $row['name'] )
				. ( '' !== $row['detail'] && $row['detail'] !== $row['name'] ? '<br><span class="sk-muted" style="font-size:12px;line-height:16px;color:' . H::MUTED . ';">' . H::e( $row['detail'] ) . '</span>' : '' )
				. '</td><td valign="top" align="right" style="padding:10px 0 0;' . H::FONT . 'font-size:14px;line-height:20px;font-weight:bold;color:' . H::TEXT . ';text-align:right;white-space:nowrap;">' . H::e( $row['primary'] ) . '</td></tr>'
				. '<tr><td colspan="2" style="padding:0;">' . H::bar( (float) $row['share'] ) . '</td></tr>';
			if ( $row['others'] ) {
				$parts = array_map( static fn( array $other ) => $other['label'] . ' ' . $other['value'], $row['others'] );
				$html .= '<tr><td colspan="2" ' . $muted . 'padding:4px 0 0;">' . H::e( implode( ' · ', $parts ) ) . '</td></tr>';
			}
		}
		return '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;table-layout:fixed;"><colgroup><col><col width="96"></colgroup>' . $html . '</table>';
	}

	/**
	 * Why the mail came, and the links to manage or end it.
	 *
	 * @param array<string, mixed> $footer The footer's view.
	 */
	private static function footer( array $footer ): string {
		$style = 'font-size:13px;line-height:20px;font-weight:bold;';
		return '<tr><td align="center" style="padding:16px 8px 8px;' . H::FONT . '">'
			. '<p class="sk-muted" style="margin:0 0 8px;font-size:13px;line-height:18px;color:' . H::MUTED . ';">' . H::e( $footer['why'] ) . '</p>'
			. '<p style="margin:0;font-size:13px;line-height:20px;">'
			. H::link( $footer['settings']['url'], $footer['settings']['label'], $style )
			. ' <span class="sk-muted" style="color:' . H::MUTED . ';">·</span> '
			. H::link( $footer['unsubscribe']['url'], $footer['unsubscribe']['label'], $style )
			. '</p></td></tr>';
	}
}
