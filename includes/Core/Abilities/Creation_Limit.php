<?php
/**
 * Class Creation_Limit
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Abilities\Contracts\History_Limit;

/**
 * A service whose reports start when its property or account was created: the day of the createTime a datapoint
 * answers (GA4's property, AdSense's account).
 */
final class Creation_Limit implements History_Limit {

	/**
	 * Constructor.
	 *
	 * @param string $datapoint The module's datapoint answering { createTime } (RFC 3339).
	 */
	public function __construct( private readonly string $datapoint ) {}

	/**
	 * {@inheritDoc}
	 */
	public function first_day_read(): array {
		return array( $this->datapoint, array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed  $answer The datapoint's answer.
	 * @param string $today  Unused.
	 */
	public function first_day( mixed $answer, string $today ): ?string {
		unset( $today );
		$time = is_array( $answer ) && is_string( $answer['createTime'] ?? null ) ? strtotime( $answer['createTime'] ) : false;
		return false === $time ? null : gmdate( 'Y-m-d', $time );
	}
}
