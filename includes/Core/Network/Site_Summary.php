<?php
/**
 * Class Site_Summary
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Plugin;

/**
 * One site of the network as the network admin's overview shows it, read with the site's own plugin
 * (Site_Context::run()): { id, name, url, dashboardURL, settingsURL, redirectURI, state: connected|not-connected,
 * services: [ {slug, name} ], owner: {id, name}|null, refused: [ {id, name} ], figures (Site_Figures, from the
 * cache alone) }. Nothing secret: no token, no client secret, no e-mail address.
 */
final class Site_Summary {

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin  The site's plugin.
	 * @param int    $blog_id The site's ID.
	 */
	public function __construct(
		private readonly Plugin $plugin,
		private readonly int $blog_id
	) {}

	/**
	 * The site's summary.
	 *
	 * @param bool $with_figures Whether to add the figures the cache holds.
	 * @return array<string, mixed>
	 */
	public function to_array( bool $with_figures = true ): array {
		$context = $this->plugin->context();
		$out     = array(
			'id'           => $this->blog_id,
			'name'         => self::name(),
			'url'          => home_url( '/' ),
			'dashboardURL' => $context->admin_url( 'dashboard' ),
			'settingsURL'  => $context->admin_url( 'settings' ),
			'redirectURI'  => $this->plugin->oauth_client()->redirect_uri(),
			'state'        => $this->is_connected() ? 'connected' : 'not-connected',
			'services'     => $this->services(),
			'owner'        => self::user( $this->plugin->authentication()->owner_id() ),
			'refused'      => $this->refused(),
		);
		if ( $with_figures ) {
			$out['figures'] = ( new Site_Figures( $this->plugin ) )->read( true );
		}
		return $out;
	}

	/**
	 * The site's name as plain text (get_bloginfo() escapes it for HTML).
	 */
	public static function name(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * Whether the site is set up with Google and has an owner, as its own dashboard decides.
	 */
	public function is_connected(): bool {
		return $this->plugin->connection()->is_connected() && null !== self::user( $this->plugin->authentication()->owner_id() );
	}

	/**
	 * The connected services, in the modules' order, with their names (internal modules are not services).
	 *
	 * @return array<int, array{slug: string, name: string}>
	 */
	public function services(): array {
		$modules = $this->plugin->modules();
		$out     = array();
		foreach ( $modules->all() as $slug => $module ) {
			if ( $module->identity()->internal || ! $modules->is_active( $slug ) || ! $module->is_connected() ) {
				continue;
			}
			$out[] = array(
				'slug' => (string) $slug,
				'name' => $module->identity()->name(),
			);
		}
		return $out;
	}

	/**
	 * The signed-in users whose Google access Google refused (Token_Store::auth_error()).
	 *
	 * @return array<int, array{id: int, name: string}>
	 */
	public function refused(): array {
		$store = $this->plugin->token_store();
		$out   = array();
		foreach ( $store->authenticated_user_ids() as $user_id ) {
			$user = null === $store->auth_error( $user_id ) ? null : self::user( $user_id );
			if ( null !== $user ) {
				$out[] = $user;
			}
		}
		return $out;
	}

	/**
	 * A user's ID and display name, or null when there is no such user.
	 *
	 * @param int $user_id User ID.
	 * @return array{id: int, name: string}|null
	 */
	private static function user( int $user_id ): ?array {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		if ( ! $user ) {
			return null;
		}
		return array(
			'id'   => $user_id,
			'name' => (string) $user->display_name,
		);
	}
}
