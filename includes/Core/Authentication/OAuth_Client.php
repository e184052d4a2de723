<?php
/**
 * Class OAuth_Client
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Core\Provider\Endpoints;
use Google\Site_Kit\Core\Provider\Errors;
use WP_Error;

/**
 * Google's OAuth 2.0 web-server flow: the consent URL, the token endpoint
 * (code exchange, refresh), revocation and userinfo.
 */
final class OAuth_Client {

	/**
	 * Constructor.
	 *
	 * @param Endpoints   $endpoints   Where Google is.
	 * @param Credentials $credentials The site's OAuth client.
	 */
	public function __construct(
		private readonly Endpoints $endpoints,
		private readonly Credentials $credentials
	) {}

	/**
	 * The redirect URI to register in Google Cloud for this site.
	 */
	public function redirect_uri(): string {
		return add_query_arg( 'oauth2callback', '1', admin_url( 'index.php' ) );
	}

	/**
	 * The URL of Google's consent screen.
	 *
	 * @param string[] $scopes         Scopes to ask for.
	 * @param string   $state          Anti-forgery state bound to the user.
	 * @param string   $code_challenge PKCE S256 challenge of the attempt's verifier (Pkce::start()).
	 * @param string   $login_hint     E-mail to preselect.
	 * @return string|WP_Error
	 */
	public function authorize_url( array $scopes, string $state, string $code_challenge, string $login_hint = '' ): string|WP_Error {
		$client = $this->credentials->get();
		if ( null === $client ) {
			return new WP_Error( 'oauth_credentials_not_exist', __( 'Enter your Google OAuth client first.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$query = array(
			'client_id'              => $client['client_id'],
			'redirect_uri'           => $this->redirect_uri(),
			'response_type'          => 'code',
			'scope'                  => implode( ' ', $scopes ),
			'access_type'            => 'offline',
			'include_granted_scopes' => 'true',
			'prompt'                 => 'consent',
			'state'                  => $state,
			'code_challenge'         => $code_challenge,
			'code_challenge_method'  => 'S256',
		);
		if ( '' !== $login_hint ) {
			$query['login_hint'] = $login_hint;
		}
		return $this->endpoints->url( Endpoints::AUTHORIZE, $query );
	}

	/**
	 * Exchanges an authorization code for tokens.
	 *
	 * @param string $code          Code from the redirect.
	 * @param string $code_verifier PKCE verifier of the attempt the code was issued to (Pkce::take()).
	 * @return array<string, mixed>|WP_Error Token response.
	 */
	public function exchange_code( string $code, string $code_verifier ): array|WP_Error {
		return $this->token_request(
			array(
				'grant_type'    => 'authorization_code',
				'code'          => $code,
				'redirect_uri'  => $this->redirect_uri(),
				'code_verifier' => $code_verifier,
			)
		);
	}

	/**
	 * Gets a new access token with a refresh token.
	 *
	 * @param string $refresh_token Refresh token.
	 * @return array<string, mixed>|WP_Error Token response.
	 */
	public function refresh( string $refresh_token ): array|WP_Error {
		return $this->token_request(
			array(
				'grant_type'    => 'refresh_token',
				'refresh_token' => $refresh_token,
			)
		);
	}

	/**
	 * Whether revoking a grant touches this site alone. Google revokes every token of the client and account, so on a
	 * network whose sites share a client (the network's, or wp-config's) a person signed in with the same account on
	 * several sites would be signed out of all of them: there only the site's own tokens are forgotten.
	 */
	public function revoke_is_site_only(): bool {
		return ! is_multisite() || 'option' === ( $this->credentials->get()['source'] ?? '' );
	}

	/**
	 * Revokes a token (and with it the grant).
	 *
	 * @param string $token Access or refresh token.
	 * @return true|WP_Error
	 */
	public function revoke( string $token ): bool|WP_Error {
		$response = wp_remote_post(
			$this->endpoints->url( Endpoints::REVOKE ),
			array(
				'timeout' => 10,
				'body'    => array( 'token' => $token ),
			)
		);
		$result   = $this->decode( $response );
		return is_wp_error( $result ) ? $result : true;
	}

	/**
	 * The profile of the token's owner.
	 *
	 * @param string $access_token Access token.
	 * @return array<string, mixed>|WP_Error
	 */
	public function userinfo( string $access_token ): array|WP_Error {
		$response = wp_remote_get(
			$this->endpoints->url( Endpoints::USERINFO ),
			array(
				'timeout' => 10,
				'headers' => array( 'Authorization' => 'Bearer ' . $access_token ),
			)
		);
		return $this->decode( $response );
	}

	/**
	 * Posts to the token endpoint with the client's credentials.
	 *
	 * @param array<string, string> $fields Grant fields.
	 * @return array<string, mixed>|WP_Error
	 */
	private function token_request( array $fields ): array|WP_Error {
		$client = $this->credentials->get();
		if ( null === $client ) {
			return new WP_Error( 'oauth_credentials_not_exist', __( 'Enter your Google OAuth client first.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$response = wp_remote_post(
			$this->endpoints->url( Endpoints::TOKEN ),
			array(
				'timeout' => 15,
				'body'    => array_merge(
					$fields,
					array(
						'client_id'     => $client['client_id'],
						'client_secret' => $client['client_secret'],
					)
				),
			)
		);
		$result   = $this->decode( $response );
		if ( ! is_wp_error( $result ) && empty( $result['access_token'] ) ) {
			return Errors::invalid_json();
		}
		return $result;
	}

	/**
	 * Decodes a response of Google's OAuth endpoints.
	 *
	 * @param array<string, mixed>|WP_Error $response WordPress HTTP response.
	 * @return array<string, mixed>|WP_Error
	 */
	private function decode( array|WP_Error $response ): array|WP_Error {
		if ( is_wp_error( $response ) ) {
			return Errors::transport( $response );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		$json   = json_decode( $body, true );
		if ( $status >= 200 && $status < 300 ) {
			if ( '' === trim( $body ) ) {
				return array();
			}
			return is_array( $json ) ? $json : Errors::invalid_json();
		}
		return Errors::from_response( $status, is_array( $json ) ? $json : null );
	}
}
