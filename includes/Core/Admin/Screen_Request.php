<?php
/**
 * Class Screen_Request
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Core\Permissions\Permissions;

/**
 * What the request for one of the plugin's screens asks for, read from its URL arguments: the entity dashboard's
 * page (&permaLink=), the module being set up (&slug=&reAuth=true), and from them the script entry and the spec's
 * view context.
 */
final class Screen_Request {

	/**
	 * The script entry a screen mounts: the dashboard becomes the entity dashboard with &permaLink=.
	 *
	 * @param Screen $screen Screen.
	 */
	public function entry_for( Screen $screen ): string {
		if ( 'googlesitekit-dashboard' === $screen->slug && '' !== $this->permalink() ) {
			return 'entity-dashboard';
		}
		return $screen->entry;
	}

	/**
	 * The spec's view context of a screen.
	 *
	 * @param Screen $screen Screen.
	 */
	public function view_context( Screen $screen ): string {
		switch ( $screen->slug ) {
			case 'googlesitekit-dashboard':
				if ( '' !== $this->module_setup_slug( $screen ) ) {
					return 'moduleSetup';
				}
				$context = '' !== $this->permalink() ? 'entityDashboard' : 'mainDashboard';
				// Users who cannot sign in with Google see the dashboard shared with them, view-only.
				return current_user_can( Permissions::AUTHENTICATE ) ? $context : $context . 'ViewOnly';
			case 'googlesitekit-settings':
				return 'settings';
			case 'googlesitekit-user-input':
				return 'userInput';
			default:
				return 'splash';
		}
	}

	/**
	 * The module being set up (dashboard page with &slug=<module>&reAuth=true), or ''.
	 *
	 * @param Screen $screen Screen.
	 */
	public function module_setup_slug( Screen $screen ): string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Read-only view arguments.
		if ( 'googlesitekit-dashboard' !== $screen->slug || ! isset( $_GET['slug'], $_GET['reAuth'] ) || 'true' !== $_GET['reAuth'] ) {
			return '';
		}
		return sanitize_key( wp_unslash( $_GET['slug'] ) );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
	}

	/**
	 * The title of the post or page the entity dashboard is about, or '' when WordPress does not know the URL.
	 */
	public function entity_title(): string {
		$url = $this->permalink();
		if ( '' === $url || ! $this->permalink_on_site() ) {
			return '';
		}
		$post_id = url_to_postid( $url );
		if ( $post_id ) {
			return html_entity_decode( get_the_title( $post_id ), ENT_QUOTES, 'UTF-8' );
		}
		return trailingslashit( $url ) === trailingslashit( home_url() ) ? wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) : '';
	}

	/**
	 * Whether the entity dashboard's URL belongs to this site.
	 */
	public function permalink_on_site(): bool {
		$url = $this->permalink();
		if ( '' === $url ) {
			return false;
		}
		$home = wp_parse_url( home_url() );
		$page = wp_parse_url( $url );
		return isset( $page['host'] ) && strtolower( $page['host'] ) === strtolower( (string) ( $home['host'] ?? '' ) ) && ( $page['port'] ?? null ) === ( $home['port'] ?? null );
	}

	/**
	 * The entity dashboard's URL argument, or an empty string.
	 */
	public function permalink(): string {
		$raw = isset( $_GET['permaLink'] ) ? wp_unslash( $_GET['permaLink'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Read-only view argument, sanitized below.
		return is_string( $raw ) ? esc_url_raw( $raw ) : '';
	}
}
