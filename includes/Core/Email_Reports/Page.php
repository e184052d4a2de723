<?php
/**
 * Class Page
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * The small standalone page the report links open (unsubscribe, confirm): no theme, no admin, no external asset,
 * readable at phone width, everything escaped here.
 */
final class Page {

	/**
	 * A whole HTML document.
	 *
	 * @param string                                  $title   Heading (plain text).
	 * @param string[]                                $lines   Paragraphs (plain text).
	 * @param array{action: string, label: string}|null $form   A button posting to a URL (the token travels in it).
	 */
	public static function render( string $title, array $lines, ?array $form = null ): string {
		$site  = self::site_name();
		$body  = '<h1>' . esc_html( $title ) . '</h1>';
		$body .= implode( '', array_map( static fn( string $line ) => '<p>' . esc_html( $line ) . '</p>', $lines ) );
		if ( null !== $form ) {
			$body .= '<form method="post" action="' . esc_url( $form['action'] ) . '"><button type="submit">' . esc_html( $form['label'] ) . '</button></form>';
		}
		/* translators: %s: the site's name. */
		$body .= '<p class="site"><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html( sprintf( __( 'Go to %s', 'google-site-kit' ), $site ) ) . '</a></p>';
		$css   = 'body{margin:0;padding:32px 16px;background:#f3f5f7;color:#1f2933;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif}'
			. 'main{box-sizing:border-box;max-width:560px;margin:0 auto;padding:24px;background:#fff;border-radius:8px;overflow-wrap:anywhere}'
			. 'h1{margin:0 0 16px;font-size:22px;line-height:1.3}p{margin:0 0 16px}'
			. 'button{min-height:44px;padding:10px 24px;border:0;border-radius:4px;background:#1a73e8;color:#fff;font:inherit;font-weight:600;cursor:pointer}'
			. 'button:focus-visible,a:focus-visible{outline:3px solid #174ea6;outline-offset:2px}form{margin:0 0 16px}a{color:#174ea6}.site{margin:24px 0 0}'
			. '@media (prefers-color-scheme:dark){body{background:#111418;color:#e4e7eb}main{background:#1f2429}a{color:#8ab4f8}}';
		return '<!DOCTYPE html><html lang="' . esc_attr( (string) get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">'
			. '<title>' . esc_html( $title . ' – ' . $site ) . '</title><style>' . $css . '</style></head>'
			. '<body><main>' . $body . '</main></body></html>';
	}

	/**
	 * The site's name as plain text (its host when it has none), for pages and mails.
	 */
	public static function site_name(): string {
		$site = Address::safe_name( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
		return '' === $site ? (string) wp_parse_url( home_url(), PHP_URL_HOST ) : $site;
	}
}
