<?php
/**
 * Class Abilities
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * Site Kit's abilities for the WordPress Abilities API (WordPress 6.9+, or its feature plugin): a "google-site-kit"
 * category and read-only abilities — the site's headline figures, a page's, the key metrics. Where the API does not
 * exist its hooks never fire and nothing happens; the functions are checked too, in case another plugin fires them.
 */
final class Abilities implements Registerable {

	public const CATEGORY = 'google-site-kit';

	/**
	 * Constructor.
	 *
	 * @param \Closure $abilities fn(): Ability[] — built only when the API asks for them.
	 */
	public function __construct( private readonly \Closure $abilities ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_abilities_api_categories_init', array( $this, 'register_category' ) );
		add_action( 'wp_abilities_api_init', array( $this, 'register_abilities' ) );
	}

	/**
	 * Registers the category (on wp_abilities_api_categories_init).
	 */
	public function register_category(): void {
		if ( ! function_exists( 'wp_register_ability_category' ) ) {
			return;
		}
		wp_register_ability_category(
			self::CATEGORY,
			array(
				'label'       => __( 'Site Kit', 'google-site-kit' ),
				'description' => __( 'Statistics from Google about this site (Search Console, Analytics, AdSense) as Site Kit’s dashboard shows them.', 'google-site-kit' ),
			)
		);
	}

	/**
	 * Registers the abilities (on wp_abilities_api_init).
	 */
	public function register_abilities(): void {
		if ( ! function_exists( 'wp_register_ability' ) ) {
			return;
		}
		foreach ( $this->all() as $ability ) {
			if ( $ability->enabled() ) {
				wp_register_ability( $ability->name(), $ability->args( self::CATEGORY ) );
			}
		}
	}

	/**
	 * Every ability, offered or not.
	 *
	 * @return Ability[]
	 */
	public function all(): array {
		return ( $this->abilities )();
	}
}
