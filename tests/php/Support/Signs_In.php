<?php
/**
 * Trait Signs_In
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

use Google\Site_Kit\Core\Authentication\Authentication;

/**
 * Signs a WordPress user in with Google for real: the plugin's consent URL (with its PKCE challenge), the
 * emulator's consent screen, the plugin's code exchange (with the verifier) and token store.
 */
trait Signs_In {

	/**
	 * Saves the emulator's demo OAuth client as the site's client.
	 */
	protected function use_demo_client(): void {
		$saved = $this->plugin()->credentials()->save( 'sitekit-demo-client.apps.googleusercontent.com', 'sitekit-demo-secret' );
		$this->assertTrue( $saved );
	}

	/**
	 * Signs the user in with Google with the required scopes (plus more).
	 *
	 * @param int      $user_id    WordPress user.
	 * @param string[] $additional Extra scopes.
	 */
	protected function sign_in_with_google( int $user_id, array $additional = array() ): void {
		$plugin    = $this->plugin();
		$state     = 'state-' . $user_id;
		$challenge = $plugin->pkce()->start( $user_id, $state, 600 );
		$url       = $plugin->oauth_client()->authorize_url( array_merge( $plugin->authentication()->required_scopes(), $additional ), $state, $challenge );
		$this->assertIsString( $url );
		$redirect = Emulator::consent( $url );
		$this->assertArrayHasKey( 'code', $redirect, 'consent gave a code' );
		$verifier = $plugin->pkce()->take( $user_id, $state );
		$this->assertIsString( $verifier, 'the attempt kept its PKCE verifier' );
		$tokens = $plugin->oauth_client()->exchange_code( $redirect['code'], $verifier );
		$this->assertIsArray( $tokens, is_wp_error( $tokens ) ? $tokens->get_error_message() : '' );
		$plugin->token_store()->save_tokens( $user_id, $tokens );
		$profile = $plugin->oauth_client()->userinfo( (string) $tokens['access_token'] );
		$this->assertIsArray( $profile );
		$plugin->token_store()->save_profile( $user_id, $profile );
		if ( ! get_option( Authentication::OWNER_OPTION ) ) {
			update_option( Authentication::OWNER_OPTION, $user_id );
		}
	}
}
