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
	 * A value in its unit, formatted as the dashboard formats it (assets/js/util/numbers.ts): count (compact: 950,
	 * 1.3K, 24K, 1.2M), ratio (a share, 0 to 1, as a percentage with up to two decimals), seconds ("2m 5s"), position
	 * (up to one decimal), change (a signed compact count) or currency (the full amount).
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
				return $value <= 0 ? '—' : $this->decimal( self::rounded( $value, 1, 1 ), 1 );
			case 'change':
				return ( $value > 0 ? '+' : ( $value < 0 ? '−' : '' ) ) . $this->compact( abs( $value ) );
			case 'currency':
				return $this->money( $value, (string) ( $currency ?? 'USD' ) );
		}
		return $this->compact( $value );
	}

	/**
	 * The change from previous to value as the dashboard shows it: the percentage without sign, with its direction
	 * (the arrow says which way); null when there is nothing to compare (no previous value, or it was zero).
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
		return array(
			'text'      => $this->percent( abs( $ratio ) ),
			'direction' => 0.0 === $ratio ? 0 : ( $ratio > 0 ? 1 : -1 ),
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
	 * A count as the dashboard writes it: thousands, millions and billions shortened.
	 *
	 * @param float $value Value.
	 */
	private function compact( float $value ): string {
		$abs = abs( $value );
		if ( $abs >= 1e9 ) {
			/* translators: %s: a number of billions, e.g. 1.9 for 1.9B. */
			return sprintf( __( '%sB', 'google-site-kit' ), $this->decimal( self::rounded( $value, 1e9, 1 ), 1 ) );
		}
		if ( $abs >= 1e6 ) {
			/* translators: %s: a number of millions, e.g. 1.2 for 1.2M. */
			return sprintf( __( '%sM', 'google-site-kit' ), $this->decimal( self::rounded( $value, 1e6, 1 ), 1 ) );
		}
		if ( $abs >= 1e3 ) {
			$decimals = $abs >= 1e4 ? 0 : 1;
			/* translators: %s: a number of thousands, e.g. 1.3 for 1.3K. */
			return sprintf( __( '%sK', 'google-site-kit' ), $this->decimal( self::rounded( $value, 1e3, $decimals ), $decimals ) );
		}
		return $this->decimal( self::rounded( $value, 1, 1 ), 1 );
	}

	/**
	 * A value divided by a unit and rounded half away from zero (as the dashboard rounds), never "-0".
	 *
	 * @param float $value    Value.
	 * @param float $unit     Unit (1, 1e3…).
	 * @param int   $decimals Decimals.
	 */
	private static function rounded( float $value, float $unit, int $decimals ): float {
		$factor  = 10 ** $decimals;
		$rounded = ( $value < 0 ? -1 : 1 ) * round( abs( $value ) * $factor / $unit ) / $factor;
		return 0.0 === $rounded ? 0.0 : $rounded;
	}

	/**
	 * A number with at most so many decimals (none when they are zeros).
	 *
	 * @param float $value    Value.
	 * @param int   $decimals Most decimals.
	 * @param bool  $percent  Whether it is a share written as a percentage.
	 */
	private function decimal( float $value, int $decimals, bool $percent = false ): string {
		if ( class_exists( \NumberFormatter::class ) ) {
			$formatter = new \NumberFormatter( $this->locale, $percent ? \NumberFormatter::PERCENT : \NumberFormatter::DECIMAL );
			$formatter->setAttribute( \NumberFormatter::MIN_FRACTION_DIGITS, 0 );
			$formatter->setAttribute( \NumberFormatter::MAX_FRACTION_DIGITS, $decimals );
			$text = $formatter->format( $value );
			if ( is_string( $text ) ) {
				return $text;
			}
		}
		$number = $percent ? $value * 100 : $value;
		$text   = number_format_i18n( $number, floor( $number ) === $number ? 0 : $decimals );
		return $percent ? $text . '%' : $text;
	}

	/**
	 * A share as a percentage with up to two decimals (rounded on the percentage, as the dashboard does).
	 *
	 * @param float $share Share, 0 to 1 (or more).
	 */
	private function percent( float $share ): string {
		return $this->decimal( self::rounded( $share * 100, 1, 2 ) / 100, 2, true );
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
	 * A duration as the dashboard writes it: "1h 2m 5s", "45s".
	 *
	 * @param float $seconds Seconds.
	 */
	private function duration( float $seconds ): string {
		$total = (int) round( abs( $seconds ) );
		$parts = array();
		if ( $total >= HOUR_IN_SECONDS ) {
			/* translators: %s: number of hours. */
			$parts[] = sprintf( __( '%sh', 'google-site-kit' ), $this->decimal( intdiv( $total, HOUR_IN_SECONDS ), 0 ) );
		}
		if ( intdiv( $total % HOUR_IN_SECONDS, MINUTE_IN_SECONDS ) > 0 ) {
			/* translators: %s: number of minutes. */
			$parts[] = sprintf( __( '%sm', 'google-site-kit' ), $this->decimal( intdiv( $total % HOUR_IN_SECONDS, MINUTE_IN_SECONDS ), 0 ) );
		}
		if ( $total % MINUTE_IN_SECONDS > 0 || ! $parts ) {
			/* translators: %s: number of seconds. */
			$parts[] = sprintf( __( '%ss', 'google-site-kit' ), $this->decimal( $total % MINUTE_IN_SECONDS, 0 ) );
		}
		return ( $seconds < 0 && $total > 0 ? '-' : '' ) . implode( ' ', $parts );
	}
}
