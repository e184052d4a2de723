<?php
/**
 * Class Site_Stats_Ability
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * google-site-kit/get-site-stats: the whole site's headline figures for a period, as the WordPress dashboard widget
 * shows them.
 */
final class Site_Stats_Ability extends Headline_Ability {

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'google-site-kit/get-site-stats';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Get site statistics', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'The site’s headline figures from Google for a period, as Site Kit’s dashboard shows them: impressions and clicks in Google Search (Search Console), unique visitors and page views (Analytics), each with its value over the compare period. Read-only, from the dashboard’s cached reports; a view-only user gets the services shared with them.', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input Unused.
	 */
	protected function url( array $input ): string {
		unset( $input );
		return '';
	}
}
