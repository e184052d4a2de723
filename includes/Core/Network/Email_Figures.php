<?php
/**
 * Class Email_Figures
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Abilities\Period;
use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Network\Contracts\Network_Figures_Source;

/**
 * A network overview figure taken from a service's part of the email report (Email_Report_Source, whose reads are
 * the dashboard widgets' own): for a service without a headline, such as AdSense's earnings, with their currency.
 */
final class Email_Figures implements Network_Figures_Source {

	/**
	 * Constructor.
	 *
	 * @param Email_Report_Source $source The service's part of the email report.
	 * @param string              $figure The figure the overview shows.
	 */
	public function __construct(
		private readonly Email_Report_Source $source,
		private readonly string $figure
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function figure(): string {
		return $this->figure;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Period $period The period.
	 */
	public function reads( Period $period ): array {
		return $this->source->reads( $period->dates, $period->key() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers Answers.
	 * @param Period               $period  The period.
	 */
	public function value( array $answers, Period $period ): ?array {
		$parts = $this->source->sections( $answers, $period->dates, false );
		foreach ( $parts['figures'] ?? array() as $figure ) {
			if ( ( $figure['figure'] ?? '' ) === $this->figure && is_numeric( $figure['value'] ?? null ) ) {
				return array(
					'value'    => $figure['value'] + 0,
					'currency' => is_string( $figure['currency'] ?? null ) ? $figure['currency'] : null,
				);
			}
		}
		return null;
	}
}
