<?php
/**
 * Class Mail_Format
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * Numbers, money, durations, changes and dates in the report's locale (the site's): PHP's intl formatters when the
 * extension is there, WordPress's own formatting when it is not.
 */
final class Mail_Format {

	/**
	 * Constructor.
	 *
	 * @param string $locale A WordPress locale, e.g. de_DE.
	 */
	public function __construct( private readonly string $locale ) {}

	/**
	 * A value in its unit: count, ratio (a share, 0 to 1), seconds, position, change (a signed count) or currency.
	 *
	 * @param float       $value    Value.
	 * @param string      $unit     Unit.
	 * @param string|null $currency ISO 4217 code for currency amounts.
	 */
	public function value( float $value, string $unit, ?string $currency = null ): string {
		switch ( $unit ) {
			case 'ratio':
				return $this->percent( $value );
			case 'seconds':
				return $this->duration( $value );
			case 'position':
				return $this->decimal( $value, 1 );
			case 'change':
				return ( $value > 0 ? '+' : ( $value < 0 ? '−' : '' ) ) . $this->decimal( abs( $value ), 0 );
			case 'currency':
				return $this->money( $value, (string) ( $currency ?? 'USD' ) );
		}
		return $this->decimal( $value, abs( $value ) < 10 && floor( $value ) !== $value ? 1 : 0 );
	}

	/**
	 * The change from previous to value, as a signed percentage ("+12.5%"), with its direction; null when there is
	 * nothing to compare (no previous value, or it was zero).
	 *
	 * @param float      $value    Value.
	 * @param float|null $previous Previous value.
	 * @return array{text: string, direction: int}|null Direction: 1 up, -1 down, 0 unchanged.
	 */
	public function change( float $value, ?float $previous ): ?array {
		if ( null === $previous || 0.0 === (float) $previous ) {
			return null;
		}
		$ratio = ( $value - $previous ) / abs( $previous );
		$text  = $this->percent( abs( $ratio ) );
		if ( abs( $ratio ) < 0.0005 ) {
			return array(
				'text'      => $text,
				'direction' => 0,
			);
		}
		return array(
			'text'      => ( $ratio > 0 ? '+' : '−' ) . $text,
			'direction' => $ratio > 0 ? 1 : -1,
		);
	}

	/**
	 * A day (Y-m-d) as the locale writes it, e.g. "16 Nov 2026" or "16.11.2026".
	 *
	 * @param string $day The day.
	 */
	public function date( string $day ): string {
		$time = strtotime( $day . ' 12:00:00 UTC' );
		if ( false === $time ) {
			return $day;
		}
		if ( class_exists( \IntlDateFormatter::class ) ) {
			$formatter = new \IntlDateFormatter( $this->locale, \IntlDateFormatter::MEDIUM, \IntlDateFormatter::NONE, 'UTC' );
			$text      = $formatter->format( $time );
			if ( is_string( $text ) && '' !== $text ) {
				return $text;
			}
		}
		return (string) wp_date( (string) get_option( 'date_format', 'Y-m-d' ), $time, new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * A period: "16 Nov 2026 – 22 Nov 2026".
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 */
	public function period( string $start, string $end ): string {
		/* translators: 1: first day of the period, 2: its last day */
		return sprintf( __( '%1$s – %2$s', 'google-site-kit' ), $this->date( $start ), $this->date( $end ) );
	}

	/**
	 * A number with a fixed count of decimals.
	 *
	 * @param float $value    Value.
	 * @param int   $decimals Decimals.
	 */
	private function decimal( float $value, int $decimals ): string {
		if ( class_exists( \NumberFormatter::class ) ) {
			$formatter = new \NumberFormatter( $this->locale, \NumberFormatter::DECIMAL );
			$formatter->setAttribute( \NumberFormatter::MIN_FRACTION_DIGITS, $decimals );
			$formatter->setAttribute( \NumberFormatter::MAX_FRACTION_DIGITS, $decimals );
			$text = $formatter->format( $value );
			if ( is_string( $text ) ) {
				return $text;
			}
		}
		return number_format_i18n( $value, $decimals );
	}

	/**
	 * A share as a percentage with one decimal.
	 *
	 * @param float $share Share, 0 to 1 (or more).
	 */
	private function percent( float $share ): string {
		if ( class_exists( \NumberFormatter::class ) ) {
			$formatter = new \NumberFormatter( $this->locale, \NumberFormatter::PERCENT );
			$formatter->setAttribute( \NumberFormatter::MIN_FRACTION_DIGITS, 1 );
			$formatter->setAttribute( \NumberFormatter::MAX_FRACTION_DIGITS, 1 );
			$text = $formatter->format( $share );
			if ( is_string( $text ) ) {
				return $text;
			}
		}
		return number_format_i18n( $share * 100, 1 ) . '%';
	}

	/**
	 * An amount of money.
	 *
	 * @param float  $amount   Amount.
	 * @param string $currency ISO 4217 code.
	 */
	private function money( float $amount, string $currency ): string {
		if ( class_exists( \NumberFormatter::class ) ) {
			$text = ( new \NumberFormatter( $this->locale, \NumberFormatter::CURRENCY ) )->formatCurrency( $amount, $currency );
			if ( is_string( $text ) ) {
				return $text;
			}
		}
		return $currency . ' ' . number_format_i18n( $amount, 2 );
	}

	/**
	 * A duration: "2m 05s", "45s".
	 *
	 * @param float $seconds Seconds.
	 */
	private function duration( float $seconds ): string {
		$seconds = (int) round( $seconds );
		$minutes = intdiv( $seconds, 60 );
		if ( 0 === $minutes ) {
			/* translators: %s: seconds */
			return sprintf( __( '%ss', 'google-site-kit' ), $this->decimal( $seconds, 0 ) );
		}
		/* translators: 1: minutes, 2: seconds (two digits) */
		return sprintf( __( '%1$sm %2$ss', 'google-site-kit' ), $this->decimal( $minutes, 0 ), sprintf( '%02d', $seconds % 60 ) );
	}
}
