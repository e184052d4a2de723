<?php
/**
 * Class Html_Document
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * The frame of the report's HTML part and what every section draws with: a table layout 600px wide at most that
 * narrows with the screen (no media query needed to read it on a phone), inline colours with enough contrast, and a
 * dark scheme for the clients that honour `prefers-color-scheme` (the light colours stay readable in clients that
 * invert them). Nothing is loaded from elsewhere: no images, fonts, style sheets or scripts.
 */
final class Html_Document {

	/** Light scheme (inline); the dark scheme's overrides are in style(). */
	public const PAGE    = '#f1f3f4';
	public const CARD    = '#ffffff';
	public const TEXT    = '#202124';
	public const MUTED   = '#5f6368';
	public const LINK    = '#1a56c4';
	public const UP      = '#137333';
	public const DOWN    = '#b3261e';
	public const BAR     = '#1a73e8';
	public const TRACK   = '#e3e6ea';
	public const FONT    = 'font-family:Arial,Helvetica,sans-serif;';
	public const CELL    = 'padding:0;';
	private const SCHEME = 'color-scheme:light dark;supported-color-schemes:light dark;';

	/**
	 * Text escaped for HTML (every provider string goes through here: titles and queries come from strangers).
	 *
	 * @param string $text Text.
	 */
	public static function e( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8', true );
	}

	/**
	 * A link (http and https only).
	 *
	 * @param string $url   URL.
	 * @param string $label Its visible text.
	 * @param string $style Extra inline style.
	 */
	public static function link( string $url, string $label, string $style = '' ): string {
		$href = esc_url( $url, array( 'http', 'https' ) );
		if ( '' === $href ) {
			return self::e( $label );
		}
		return '<a class="sk-link" href="' . $href . '" style="color:' . self::LINK . ';text-decoration:underline;' . $style . '">' . self::e( $label ) . '</a>';
	}

	/**
	 * A card: a white box with a heading, its body and an optional link under it.
	 *
	 * @param string $heading Heading (text).
	 * @param string $body    Body (HTML).
	 * @param string $link    A link's HTML, or ''.
	 * @param string $id      Anchor id, or ''.
	 */
	public static function card( string $heading, string $body, string $link = '', string $id = '' ): string {
		$anchor = '' === $id ? '' : ' id="' . self::e( $id ) . '"';
		return '<tr><td style="padding:8px 0;">'
			. '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="sk-card" style="width:100%;background:' . self::CARD . ';border-radius:8px;">'
			. '<tr><td style="padding:20px 20px 16px;' . self::FONT . 'color:' . self::TEXT . ';">'
			. '<h2' . $anchor . ' class="sk-text" style="margin:0 0 12px;font-size:18px;line-height:24px;font-weight:bold;color:' . self::TEXT . ';">' . self::e( $heading ) . '</h2>'
			. $body
			. ( '' === $link ? '' : '<p style="margin:16px 0 0;font-size:14px;line-height:20px;">' . $link . '</p>' )
			. '</td></tr></table></td></tr>';
	}

	/**
	 * A horizontal bar of a share (0 to 1), as table cells.
	 *
	 * @param float $share Share.
	 */
	public static function bar( float $share ): string {
		$width = (int) max( 1, min( 100, round( $share * 100 ) ) );
		$cells = '<td class="sk-bar" width="' . $width . '%" style="width:' . $width . '%;background:' . self::BAR . ';height:6px;font-size:0;line-height:0;border-radius:3px;">&nbsp;</td>';
		if ( $width < 100 ) {
			$cells .= '<td class="sk-track" style="background:' . self::TRACK . ';height:6px;font-size:0;line-height:0;">&nbsp;</td>';
		}
		return '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:4px 0 0;"><tr>' . $cells . '</tr></table>';
	}

	/**
	 * The whole document.
	 *
	 * @param string $lang      The language (BCP 47).
	 * @param string $title     The document's title (the subject).
	 * @param string $preheader The line clients show after the subject.
	 * @param string $rows      The cards (table rows).
	 */
	public static function document( string $lang, string $title, string $preheader, string $rows ): string {
		return '<!DOCTYPE html>' . "\n"
			. '<html lang="' . self::e( $lang ) . '" style="' . self::SCHEME . '"><head>'
			. '<meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1">'
			. '<meta name="color-scheme" content="light dark">'
			. '<meta name="supported-color-schemes" content="light dark">'
			. '<title>' . self::e( $title ) . '</title>'
			. '<style>' . self::style() . '</style>'
			. '</head>'
			. '<body class="sk-page" style="margin:0;padding:0;background:' . self::PAGE . ';' . self::SCHEME . '">'
			. '<div role="main">'
			. '<div style="display:none;max-height:0;overflow:hidden;">' . self::e( $preheader ) . '</div>'
			. '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="sk-page" style="width:100%;background:' . self::PAGE . ';">'
			. '<tr><td align="center" style="padding:16px 8px;">'
			// Outlook for Windows ignores max-width: a fixed 600px frame for it alone.
			. '<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->'
			. '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">'
			. $rows
			. '</table>'
			. '<!--[if mso]></td></tr></table><![endif]-->'
			. '</td></tr></table></div></body></html>';
	}

	/**
	 * The dark scheme, for the clients that apply it (inline colours win elsewhere; !important wins here).
	 */
	private static function style(): string {
		return ':root{' . self::SCHEME . '}'
			. '@media (prefers-color-scheme: dark){'
			. '.sk-page{background:#17181a !important;}'
			. '.sk-card{background:#26282b !important;}'
			. '.sk-text,.sk-card td,.sk-card th,.sk-card h2,.sk-card p{color:#e8eaed !important;}'
			. '.sk-card .sk-muted,.sk-page .sk-muted{color:#bdc1c6 !important;}'
			. '.sk-card .sk-link,.sk-page .sk-link{color:#8ab4f8 !important;}'
			. '.sk-card .sk-up,.sk-page .sk-up{color:#81c995 !important;}'
			. '.sk-card .sk-down,.sk-page .sk-down{color:#f6aea9 !important;}'
			. '.sk-card .sk-bar,.sk-page .sk-bar{background:#8ab4f8 !important;}'
			. '.sk-card .sk-track,.sk-page .sk-track{background:#3c4043 !important;}'
			. '}';
	}
}
