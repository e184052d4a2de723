<?php
/**
 * Class Domain_Verification
 *
 * @package Google\Site_Kit\Modules\Site_Verification
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Site_Verification;

use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Modules\Search_Console\Properties;
use WP_Error;

/**
 * Verifying a domain that covers the site (INET_DOMAIN) with a DNS TXT record: the domain-token and verify-domain
 * datapoints.
 */
final class Domain_Verification {

	/**
	 * Constructor.
	 *
	 * @param Site_Verification $module The module (its settings).
	 * @param Client            $client Google API client.
	 */
	public function __construct(
		private readonly Site_Verification $module,
		private readonly Client $client
	) {}

	/**
	 * The `domain` parameter of the DNS verification datapoints.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'domain' => array(
				'type'      => 'string',
				'required'  => true,
				'maxLength' => 253,
			),
		);
	}

	/**
	 * The domain of a request, or an error unless it is a valid domain covering the site's host.
	 *
	 * @param array<string, mixed> $params Parameters: domain.
	 */
	private function covering_domain( array $params ): string|WP_Error {
		$domain = strtolower( rtrim( trim( (string) ( $params['domain'] ?? '' ) ), '.' ) );
		$host   = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		if ( ! Properties::is_valid_host( $domain ) || ! Properties::host_in_domain( $host, $domain ) ) {
			$message = __( 'The domain must be the site’s host name or a domain it belongs to.', 'google-site-kit' );
			return new WP_Error(
				'rest_invalid_param',
				$message,
				array(
					'status' => 400,
					'params' => array( 'domain' => $message ),
				)
			);
		}
		return $domain;
	}

	/**
	 * The DNS TXT record that proves ownership of a domain covering the site.
	 *
	 * @param array<string, mixed> $params  Parameters: domain.
	 * @param int                  $user_id User whose token to use.
	 * @return array{domain: string, method: string, token: string}|WP_Error
	 */
	public function token( array $params, int $user_id ): array|WP_Error {
		$domain = $this->covering_domain( $params );
		if ( is_wp_error( $domain ) ) {
			return $domain;
		}
		$token = $this->client->request(
			$user_id,
			'POST',
			Site_Verification::API . 'token',
			array(),
			array(
				'site'               => array(
					'type'       => 'INET_DOMAIN',
					'identifier' => $domain,
				),
				'verificationMethod' => 'DNS_TXT',
			)
		);
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$value = (string) ( $token['token'] ?? '' );
		if ( '' === $value ) {
			return new WP_Error( 'invalid_json', __( 'The server provided an invalid response.', 'google-site-kit' ), array( 'status' => 500 ) );
		}
		return array(
			'domain' => $domain,
			'method' => 'DNS_TXT',
			'token'  => $value,
		);
	}

	/**
	 * Asks Google to check the DNS TXT record of a domain covering the site.
	 * Google answers an error while it cannot find the record.
	 *
	 * @param array<string, mixed> $params  Parameters: domain.
	 * @param int                  $user_id User whose token to use.
	 * @return array{verified: bool, identifier: string, type: string}|WP_Error
	 */
	public function verify( array $params, int $user_id ): array|WP_Error {
		$domain = $this->covering_domain( $params );
		if ( is_wp_error( $domain ) ) {
			return $domain;
		}
		$resource = $this->client->request(
			$user_id,
			'POST',
			Site_Verification::API . 'webResource',
			array( 'verificationMethod' => 'DNS_TXT' ),
			array(
				'site' => array(
					'type'       => 'INET_DOMAIN',
					'identifier' => $domain,
				),
			)
		);
		if ( is_wp_error( $resource ) ) {
			return $resource;
		}
		update_option( $this->module->settings_option(), array( 'verified' => true ) );
		return array(
			'verified'   => true,
			'identifier' => $domain,
			'type'       => 'INET_DOMAIN',
		);
	}
}
