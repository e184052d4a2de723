<?php
/**
 * Class Headline_Figures
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Abilities\Contracts\Headline_Source;
use Google\Site_Kit\Core\Abilities\Period;
use Google\Site_Kit\Core\Network\Contracts\Network_Figures_Source;

/**
 * A network overview figure taken from a service's headline (the summary's reads, Headline_Source): the period's
 * reads only (no compare period: the overview shows no change), with the summary's params, so the overview and
 * the site's summary share their cached answers.
 */
final class Headline_Figures implements Network_Figures_Source {

	/**
	 * Constructor.
	 *
	 * @param Headline_Source $source The service's headline.
	 * @param string          $figure The headline figure the overview shows.
	 */
	public function __construct(
		private readonly Headline_Source $source,
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
		return $this->source->reads( $period->dates, $period->key(), '', false );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers Answers.
	 * @param Period               $period  Unused: the headline knows its period from its reads.
	 */
	public function value( array $answers, Period $period ): ?array {
		unset( $period );
		$values = $this->source->values( $answers );
		if ( null === $values || ! isset( $values[ $this->figure ] ) ) {
			return null;
		}
		return array(
			'value'    => $values[ $this->figure ]['value'],
			'currency' => null,
		);
	}
}
