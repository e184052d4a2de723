<?php
/**
 * Class Network_Settings_Form
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * What the network settings form does when posted (network_admin_edit_googlesitekit_network_settings): sets,
 * replaces or removes the network's OAuth client, then goes back to the screen with the outcome in its URL (an
 * outcome code, never what was entered). Bad input saves nothing.
 */
final class Network_Settings_Form implements Registerable {

	public const ACTION = 'googlesitekit_network_settings';

	/**
	 * Outcome codes (message() has their text).
	 */
	public const SAVED         = 'saved';
	public const REMOVED       = 'removed';
	public const BAD_CLIENT_ID = 'client_id';
	public const BAD_SECRET    = 'client_secret';
	public const CONSTANTS     = 'constants';

	/**
	 * Constructor.
	 *
	 * @param Credentials $credentials The OAuth client.
	 */
	public function __construct( private readonly Credentials $credentials ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'network_admin_edit_' . self::ACTION, array( $this, 'handle_post' ) );
	}

	/**
	 * The posted form: checks the nonce and the user, applies it, goes back to the screen.
	 */
	public function handle_post(): void {
		check_admin_referer( self::ACTION );
		if ( ! current_user_can( 'manage_network_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the network’s Site Kit settings.', 'google-site-kit' ), '', array( 'response' => 403 ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		$outcome = $this->apply( wp_unslash( $_POST ) );
		wp_safe_redirect( self::screen_url( $outcome ) );
		exit;
	}

	/**
	 * Applies a posted form.
	 *
	 * @param array<string, mixed> $post Posted fields (unslashed).
	 * @return string The outcome code.
	 */
	public function apply( array $post ): string {
		if ( Credentials::from_constants() || defined( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' ) ) {
			return self::CONSTANTS;
		}
		if ( 'remove' === ( $post['googlesitekit_do'] ?? '' ) ) {
			$this->credentials->delete_network();
			return self::REMOVED;
		}
		$client_id = is_string( $post['googlesitekit_client_id'] ?? null ) ? $post['googlesitekit_client_id'] : '';
		$secret    = is_string( $post['googlesitekit_client_secret'] ?? null ) ? $post['googlesitekit_client_secret'] : '';
		$saved     = $this->credentials->save_network( $client_id, $secret );
		if ( ! is_wp_error( $saved ) ) {
			return self::SAVED;
		}
		$data = $saved->get_error_data();
		return is_array( $data ) && isset( $data['params']['clientSecret'] ) ? self::BAD_SECRET : self::BAD_CLIENT_ID;
	}

	/**
	 * The message of an outcome, and whether it is an error; null for an unknown code.
	 *
	 * @param string $code Outcome code.
	 * @return array{0: bool, 1: string}|null
	 */
	public static function message( string $code ): ?array {
		return match ( $code ) {
			self::SAVED         => array( false, __( 'The network’s OAuth client is saved. Sites without a client of their own now use it.', 'google-site-kit' ) ),
			self::REMOVED       => array( false, __( 'The network’s OAuth client is removed. Sites that used it need a client of their own to connect.', 'google-site-kit' ) ),
			self::BAD_CLIENT_ID => array( true, __( 'Nothing was saved: the client ID must look like 1234567890-abc123.apps.googleusercontent.com.', 'google-site-kit' ) ),
			self::BAD_SECRET    => array( true, __( 'Nothing was saved: enter the client secret exactly as Google shows it, without spaces.', 'google-site-kit' ) ),
			self::CONSTANTS     => array( true, __( 'Nothing was saved: the OAuth client is set in wp-config.php.', 'google-site-kit' ) ),
			default             => null,
		};
	}

	/**
	 * The settings screen's URL, with an outcome to show.
	 *
	 * @param string $outcome Outcome code ('' for none).
	 */
	public static function screen_url( string $outcome = '' ): string {
		$url = network_admin_url( 'admin.php?page=' . Network_Settings_Screen::SLUG );
		return '' === $outcome ? $url : add_query_arg( 'googlesitekit_outcome', $outcome, $url );
	}
}
