<?php
/**
 * Class Provider_Request
 *
 * @package Google\Site_Kit\Core\Provider
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Provider;

/**
 * One call to Google a datapoint wants made, described rather than sent, so a
 * batch can send the calls of many datapoints in parallel (and cache them).
 */
final class Provider_Request {

	/**
	 * Constructor.
	 *
	 * @param string                    $method    HTTP method.
	 * @param string                    $url       Google URL.
	 * @param array<string, mixed>      $query     Query arguments.
	 * @param array<string, mixed>|null $body      JSON body.
	 * @param callable|null             $transform fn( array $response ): mixed — shapes Google's answer for the UI.
	 * @param int                       $timeout   Seconds to wait for Google's answer; 0 for the client's default.
	 *                                             (PageSpeed Insights runs a whole page load: 10–30 s and more.)
	 * @param callable|null             $errors    fn( int $status, ?array $body ): ?WP_Error — maps an error answer
	 *                                             (status >= 400) before the generic mapping; null falls back to it.
	 */
	public function __construct(
		public readonly string $method,
		public readonly string $url,
		public readonly array $query = array(),
		public readonly ?array $body = null,
		private readonly mixed $transform = null,
		public readonly int $timeout = 0,
		private readonly mixed $errors = null
	) {}

	/**
	 * The request in the shape Client::request_many() takes.
	 *
	 * @return array{method: string, url: string, query: array<string, mixed>, body: array<string, mixed>|null, timeout: int, errors: callable|null}
	 */
	public function to_array(): array {
		return array(
			'method'  => $this->method,
			'url'     => $this->url,
			'query'   => $this->query,
			'body'    => $this->body,
			'timeout' => $this->timeout,
			'errors'  => $this->errors,
		);
	}

	/**
	 * Shapes Google's decoded answer.
	 *
	 * @param array<string, mixed> $response Decoded JSON.
	 * @return mixed
	 */
	public function transform( array $response ): mixed {
		return null === $this->transform ? $response : ( $this->transform )( $response );
	}
}
