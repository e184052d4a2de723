<?php
/**
 * Class Network_Settings_Screen
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Plugin;

/**
 * Network Admin → Site Kit → Settings: the network's OAuth client (set, replace, remove; the secret is never shown)
 * and, for every site, the redirect URI Google must have registered for that client, with the client the site uses.
 * Rendered in PHP with WordPress's admin styles; Network_Settings_Form handles the post.
 */
final class Network_Settings_Screen implements Registerable {

	public const SLUG   = 'googlesitekit-network-settings';
	public const PARENT = 'googlesitekit-network';

	/**
	 * Sites per page of the redirect URI table.
	 */
	private const PER_PAGE = 50;

	/**
	 * Constructor.
	 *
	 * @param Credentials  $credentials The OAuth client (of the current site, for the network's).
	 * @param Site_Context $sites       Runs code as each site (its redirect URI and client).
	 */
	public function __construct(
		private readonly Credentials $credentials,
		private readonly Site_Context $sites
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'network_admin_menu', array( $this, 'add_page' ), 20 );
	}

	/**
	 * Adds the Settings page under the network's Site Kit menu.
	 */
	public function add_page(): void {
		add_submenu_page(
			self::PARENT,
			__( 'Site Kit network settings', 'google-site-kit' ),
			__( 'Settings', 'google-site-kit' ),
			'manage_network_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_network_options' ) ) {
			return;
		}
		echo '<div class="wrap googlesitekit-network-settings">';
		echo '<h1>' . esc_html__( 'Site Kit network settings', 'google-site-kit' ) . '</h1>';
		$this->render_outcome();
		$this->render_client_form();
		$this->render_sites();
		echo '</div>';
	}

	/**
	 * The outcome of the last post, if any.
	 */
	private function render_outcome(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a code to show, nothing is done with it.
		$code    = isset( $_GET['googlesitekit_outcome'] ) ? sanitize_key( wp_unslash( $_GET['googlesitekit_outcome'] ) ) : '';
		$message = Network_Settings_Form::message( $code );
		if ( null === $message ) {
			return;
		}
		printf(
			'<div class="notice %1$s" role="%2$s"><p>%3$s</p></div>',
			esc_attr( $message[0] ? 'notice-error' : 'notice-success' ),
			esc_attr( $message[0] ? 'alert' : 'status' ),
			esc_html( $message[1] )
		);
	}

	/**
	 * The network client's form: disabled with an explanation when wp-config sets the client.
	 */
	private function render_client_form(): void {
		$locked = Credentials::from_constants() || defined( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' );
		$client = $this->credentials->network();
		echo '<h2>' . esc_html__( 'OAuth client for the network', 'google-site-kit' ) . '</h2>';
		echo '<p>' . esc_html__( 'Every site without an OAuth client of its own signs in to Google with this one, so its administrators are not asked for one. Register each site’s redirect URI (below) in this client in Google Cloud.', 'google-site-kit' ) . '</p>';
		if ( $locked ) {
			echo '<div class="notice notice-info inline"><p>' . esc_html__( 'The OAuth client is set in wp-config.php (GOOGLESITEKIT_OAUTH_CLIENT_ID and GOOGLESITEKIT_OAUTH_CLIENT_SECRET): every site uses it, and it cannot be changed here.', 'google-site-kit' ) . '</p></div>';
		} elseif ( null !== $client ) {
			/* translators: %s: OAuth client ID */
			echo '<p class="googlesitekit-network-client-saved">' . esc_html( sprintf( __( 'Saved: the network uses the OAuth client %s (its secret is stored encrypted and not shown).', 'google-site-kit' ), $client['client_id'] ) ) . '</p>';
		} else {
			echo '<p class="googlesitekit-network-client-saved">' . esc_html__( 'No OAuth client is saved for the network.', 'google-site-kit' ) . '</p>';
		}
		$action = network_admin_url( 'edit.php?action=' . Network_Settings_Form::ACTION );
		echo '<form method="post" action="' . esc_url( $action ) . '" novalidate>';
		wp_nonce_field( Network_Settings_Form::ACTION );
		echo '<fieldset' . ( $locked ? ' disabled' : '' ) . '><table class="form-table" role="presentation"><tbody>';
		printf(
			'<tr><th scope="row"><label for="googlesitekit-client-id">%1$s</label></th><td><input type="text" id="googlesitekit-client-id" name="googlesitekit_client_id" class="regular-text code" autocomplete="off" spellcheck="false" aria-describedby="googlesitekit-client-id-help" required><p class="description" id="googlesitekit-client-id-help">%2$s</p></td></tr>',
			esc_html__( 'Client ID', 'google-site-kit' ),
			esc_html__( 'For example 1234567890-abc123.apps.googleusercontent.com', 'google-site-kit' )
		);
		printf(
			'<tr><th scope="row"><label for="googlesitekit-client-secret">%1$s</label></th><td><input type="password" id="googlesitekit-client-secret" name="googlesitekit_client_secret" class="regular-text code" autocomplete="new-password" spellcheck="false" required></td></tr>',
			esc_html__( 'Client secret', 'google-site-kit' )
		);
		echo '</tbody></table><p class="submit">';
		printf(
			'<button type="submit" name="googlesitekit_do" value="save" class="button button-primary">%s</button> ',
			esc_html( null === $client ? __( 'Save the network client', 'google-site-kit' ) : __( 'Replace the network client', 'google-site-kit' ) )
		);
		if ( null !== $client ) {
			printf(
				'<button type="submit" name="googlesitekit_do" value="remove" class="button button-secondary" formnovalidate>%s</button>',
				esc_html__( 'Remove the network client', 'google-site-kit' )
			);
		}
		echo '</p></fieldset></form>';
	}

	/**
	 * Every site (a page at a time) with its redirect URI and the client it uses.
	 */
	private function render_sites(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page number.
		$page = isset( $_GET['paged'] ) ? max( 1, absint( wp_unslash( $_GET['paged'] ) ) ) : 1;
		$list = Network_Sites::page( $page, self::PER_PAGE );
		echo '<h2 id="googlesitekit-redirect-uris">' . esc_html__( 'Redirect URIs', 'google-site-kit' ) . '</h2>';
		echo '<p>' . esc_html__( 'Add each site’s redirect URI, exactly as shown, to the “Authorized redirect URIs” of the OAuth client in Google Cloud.', 'google-site-kit' ) . '</p>';
		// Two columns with a fixed layout, the URI wrapping inside its field: the table fits a 360 px wide screen.
		echo '<table class="widefat striped googlesitekit-redirect-uris" style="table-layout:fixed"><thead><tr>';
		echo '<th scope="col" style="width:40%">' . esc_html__( 'Site', 'google-site-kit' ) . '</th>';
		echo '<th scope="col">' . esc_html__( 'Redirect URI', 'google-site-kit' ) . '</th>';
		echo '</tr></thead><tbody>';
		foreach ( $list['sites'] as $site ) {
			$row  = $this->sites->run(
				(int) $site->blog_id,
				static fn( Plugin $plugin ) => array(
					'name'     => (string) get_bloginfo( 'name' ),
					'url'      => home_url( '/' ),
					'redirect' => $plugin->oauth_client()->redirect_uri(),
					'source'   => (string) ( $plugin->credentials()->get()['source'] ?? '' ),
				)
			);
			$name = '' !== $row['name'] ? $row['name'] : $row['url'];
			printf(
				'<tr><td style="overflow-wrap:anywhere"><strong>%1$s</strong><br><span class="description">%2$s</span><br>%3$s</td><td><textarea readonly rows="2" class="large-text code" style="resize:none;overflow-wrap:anywhere" aria-label="%4$s">%5$s</textarea></td></tr>',
				esc_html( $name ),
				esc_html( $row['url'] ),
				esc_html( self::source_label( $row['source'] ) ),
				/* translators: %s: site name */
				esc_attr( sprintf( __( 'Redirect URI of %s', 'google-site-kit' ), $name ) ),
				esc_textarea( $row['redirect'] )
			);
		}
		echo '</tbody></table>';
		$this->render_pages( $page, (int) ceil( $list['total'] / self::PER_PAGE ) );
	}

	/**
	 * Links to the table's other pages.
	 *
	 * @param int $page  Current page.
	 * @param int $pages Number of pages.
	 */
	private function render_pages( int $page, int $pages ): void {
		if ( $pages <= 1 ) {
			return;
		}
		$links = paginate_links(
			array(
				'base'      => add_query_arg( 'paged', '%#%', Network_Settings_Form::screen_url() ) . '#googlesitekit-redirect-uris',
				'format'    => '',
				'current'   => $page,
				'total'     => $pages,
				'prev_text' => __( 'Previous sites', 'google-site-kit' ),
				'next_text' => __( 'Next sites', 'google-site-kit' ),
			)
		);
		if ( '' !== (string) $links ) {
			echo '<nav class="tablenav" aria-label="' . esc_attr__( 'Pages of sites', 'google-site-kit' ) . '"><div class="tablenav-pages">' . wp_kses_post( (string) $links ) . '</div></nav>';
		}
	}

	/**
	 * Which client a site uses, in words.
	 *
	 * @param string $source Credentials source.
	 */
	private static function source_label( string $source ): string {
		return match ( $source ) {
			'constant' => __( 'Uses the client set in wp-config.php', 'google-site-kit' ),
			'option'   => __( 'Uses a client of its own', 'google-site-kit' ),
			'network'  => __( 'Uses the network’s client', 'google-site-kit' ),
			default    => __( 'Has no client yet', 'google-site-kit' ),
		};
	}
}
