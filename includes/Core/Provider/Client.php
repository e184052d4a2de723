<?php
/**
 * Class Client
 *
 * @package Google\Site_Kit\Core\Provider
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Provider;

use WP_Error;
use WP_Http;
use WpOrg\Requests\Requests;
use WpOrg\Requests\Response as Requests_Response;

/**
 * Calls Google's APIs with a user's token: JSON in, JSON out, a 401 answered by
 * one token refresh and a retry, and every failure mapped by Errors.
 *
 * @phpstan-type Request array{method: string, url: string, query?: array<string, mixed>, body?: array<string, mixed>|null, timeout?: int, errors?: callable|null, user_id?: int}
 * @phpstan-type Sendable array{method: string, url: string, query?: array<string, mixed>, body?: array<string, mixed>|null, timeout?: int, errors?: callable|null, user_id?: int, token: string}
 * @phpstan-type Answer array{status: int, body: string, retry_after: int|null}
 */
final class Client {

	private const TIMEOUT = 15;

	/**
	 * Constructor.
	 *
	 * @param Endpoints     $endpoints Where Google is.
	 * @param Access_Tokens $tokens    The users' tokens.
	 */
	public function __construct(
		private readonly Endpoints $endpoints,
		private readonly Access_Tokens $tokens
	) {}

	/**
	 * Calls one Google endpoint.
	 *
	 * @param int                       $user_id    Whose token to use; 0 for a call without one (PageSpeed Insights).
	 * @param string                    $method     HTTP method.
	 * @param string                    $google_url Google URL.
	 * @param array<string, mixed>      $query      Query arguments.
	 * @param array<string, mixed>|null $body       JSON body.
	 * @return array<string, mixed>|WP_Error Decoded JSON.
	 */
	public function request( int $user_id, string $method, string $google_url, array $query = array(), ?array $body = null ): array|WP_Error {
		$results = $this->request_many(
			$user_id,
			array(
				'only' => array(
					'method' => $method,
					'url'    => $google_url,
					'query'  => $query,
					'body'   => $body,
				),
			)
		);
		return $results['only'];
	}

	/**
	 * Calls several Google endpoints in parallel with the same user's token.
	 *
	 * @param int                     $user_id  User whose token to use; 0 for none (a request's own 'user_id' wins).
	 * @param array<string, Request> $requests Requests by key.
	 * @return array<string, array<string, mixed>|WP_Error> Results by key.
	 */
	public function request_many( int $user_id, array $requests ): array {
		// Each request may name its own user ('user_id'; 0 for none): all go out together.
		$users   = array();
		$results = array();
		$tokens  = array();
		foreach ( $requests as $key => $request ) {
			$users[ $key ] = (int) ( $request['user_id'] ?? $user_id );
		}
		foreach ( array_unique( array_filter( $users ) ) as $uid ) {
			$tokens[ $uid ] = $this->tokens->access_token( $uid );
		}
		$sendable = array();
		foreach ( $requests as $key => $request ) {
			$token = $users[ $key ] ? $tokens[ $users[ $key ] ] : '';
			if ( is_wp_error( $token ) ) {
				$results[ $key ] = $token;
				continue;
			}
			$sendable[ $key ] = $request + array( 'token' => $token );
		}
		$results = array_merge( $results, $this->send( $sendable ) );

		// A 401: refresh that user's token once and retry their calls.
		$unauthorized = array();
		foreach ( $results as $key => $result ) {
			if ( is_array( $result ) && 401 === $result['status'] && $users[ $key ] ) {
				$unauthorized[ $users[ $key ] ][] = $key;
			}
		}
		foreach ( $unauthorized as $uid => $keys ) {
			$token = $this->tokens->refresh( $uid );
			if ( is_wp_error( $token ) ) {
				foreach ( $keys as $key ) {
					$results[ $key ] = $token;
				}
				continue;
			}
			$retry = array();
			foreach ( $keys as $key ) {
				$retry[ $key ] = array( 'token' => $token ) + $requests[ $key ];
			}
			foreach ( $this->send( $retry ) as $key => $result ) {
				// Google refused a token it just issued: only a new sign-in helps.
				if ( is_array( $result ) && 401 === $result['status'] ) {
					$body   = json_decode( $result['body'], true );
					$result = $this->tokens->refused( $uid, (string) ( $body['error']['message'] ?? __( 'Google refused the access token.', 'google-site-kit' ) ) );
				}
				$results[ $key ] = $result;
			}
		}

		$out = array();
		foreach ( array_keys( $requests ) as $key ) {
			$result      = $results[ $key ];
			$out[ $key ] = is_wp_error( $result ) ? $result : $this->decode( $result['status'], $result['body'], $requests[ $key ]['errors'] ?? null, $result['retry_after'] ?? null );
		}
		return $out;
	}

	/**
	 * Sends requests, in parallel when there are several.
	 *
	 * @param array<string, Sendable> $requests Requests by key, each with its bearer 'token' ('' for none).
	 * @return array<string, Answer|WP_Error>
	 */
	private function send( array $requests ): array {
		$prepared = array();
		$results  = array();
		$http     = new WP_Http();
		foreach ( $requests as $key => $request ) {
			$url = $this->endpoints->url( $request['url'], $request['query'] ?? array() );
			if ( $http->block_request( $url ) ) {
				$results[ $key ] = Errors::transport( new WP_Error( 'http_request_not_executed', __( 'User has blocked requests through HTTP.', 'google-site-kit' ) ) );
				continue;
			}
			$headers = array( 'Accept' => 'application/json' );
			$token   = $request['token'];
			if ( '' !== $token ) {
				$headers['Authorization'] = 'Bearer ' . $token;
			}
			$data = null;
			if ( isset( $request['body'] ) ) {
				$headers['Content-Type'] = 'application/json';
				$data                    = (string) wp_json_encode( $request['body'] );
			}
			$prepared[ $key ] = array(
				'url'     => $url,
				'type'    => strtoupper( $request['method'] ),
				'headers' => $headers,
				'data'    => $data,
			);
			// A slow API (PageSpeed Insights) waits longer than the others; Requests merges these over the shared options.
			$timeout = (int) ( $request['timeout'] ?? 0 );
			if ( $timeout > 0 ) {
				$prepared[ $key ]['options'] = array( 'timeout' => $timeout );
			}
		}
		if ( ! $prepared ) {
			return $results;
		}

		/**
		 * Seconds a call to Google may take (a slow API's own, longer timeout stays its own).
		 *
		 * @param int $timeout Seconds; 15 by default.
		 */
		$timeout   = max( 1, (int) apply_filters( 'googlesitekit_provider_timeout', self::TIMEOUT ) );
		$options   = array(
			'timeout'          => $timeout,
			'connect_timeout'  => $timeout,
			'useragent'        => 'SiteKit/' . GOOGLESITEKIT_VERSION . '; ' . home_url(),
			'follow_redirects' => false,
			'verify'           => ABSPATH . WPINC . '/certificates/ca-bundle.crt',
		);
		$responses = count( $prepared ) > 1
			? Requests::request_multiple( $prepared, $options )
			: array( array_key_first( $prepared ) => $this->send_one( reset( $prepared ), $options ) );

		foreach ( $responses as $key => $response ) {
			if ( $response instanceof Requests_Response ) {
				$results[ $key ] = array(
					'status'      => (int) $response->status_code,
					'body'        => (string) $response->body,
					'retry_after' => self::retry_after( $response->headers['retry-after'] ?? null ),
				);
			} else {
				$message         = $response instanceof \Throwable ? $response->getMessage() : 'request failed';
				$results[ $key ] = Errors::transport( new WP_Error( 'http_request_failed', $message ) );
			}
		}
		return $results;
	}

	/**
	 * Sends one request.
	 *
	 * @param array<string, mixed> $request Prepared request.
	 * @param array<string, mixed> $options Requests options.
	 * @return Requests_Response|\Throwable
	 */
	private function send_one( array $request, array $options ): Requests_Response|\Throwable {
		try {
			return Requests::request( $request['url'], $request['headers'], $request['data'], $request['type'], array_merge( $options, $request['options'] ?? array() ) );
		} catch ( \Throwable $error ) {
			return $error;
		}
	}

	/**
	 * Decodes a response or maps its error.
	 *
	 * @param int           $status HTTP status.
	 * @param string        $body   Body.
	 * @param callable|null $errors      The request's own error mapping, tried before the generic one.
	 * @param int|null      $retry_after Seconds the Retry-After header asked to wait, if any.
	 * @return array<string, mixed>|WP_Error
	 */
	private function decode( int $status, string $body, ?callable $errors = null, ?int $retry_after = null ): array|WP_Error {
		$decoded = json_decode( $body, true );
		$json    = is_array( $decoded ) ? $decoded : null;
		if ( $status >= 200 && $status < 300 ) {
			if ( '' === trim( $body ) ) {
				return array();
			}
			return $json ?? Errors::invalid_json();
		}
		$mapped = null === $errors ? null : $errors( $status, $json );
		$error  = $mapped instanceof WP_Error ? $mapped : Errors::from_response( $status, $json );
		if ( 429 === $status || $status >= 500 ) {
			// What Google answered and when it asked us to come back: the background refresh backs off by these.
			$data                   = $error->get_error_data();
			$data                   = is_array( $data ) ? $data : array();
			$data['providerStatus'] = $status;
			if ( null !== $retry_after ) {
				$data['retryAfter'] = $retry_after;
			}
			$error->add_data( $data );
		}
		return $error;
	}

	/**
	 * Seconds to wait from a Retry-After header: delay-seconds or an HTTP date (RFC 9110 10.2.3).
	 *
	 * @param mixed $header Header value, if any.
	 */
	private static function retry_after( mixed $header ): ?int {
		if ( ! is_string( $header ) || '' === trim( $header ) ) {
			return null;
		}
		$header = trim( $header );
		if ( ctype_digit( $header ) ) {
			return (int) $header;
		}
		$when = strtotime( $header );
		return false === $when ? null : max( 0, $when - time() );
	}
}
