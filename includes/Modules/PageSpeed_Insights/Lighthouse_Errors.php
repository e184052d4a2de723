<?php
/**
 * Class Lighthouse_Errors
 *
 * @package Google\Site_Kit\Modules\PageSpeed_Insights
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\PageSpeed_Insights;

use WP_Error;

/**
 * Turns a failed Lighthouse run into words a site owner understands.
 *
 * PageSpeed Insights answers a run that could not test the page with an error whose message starts with
 * "Lighthouse returned error: CODE. …" (HTTP 400 with reason `lighthouseUserError` when the page is at fault,
 * HTTP 500 with reason `lighthouseError` otherwise; older answers used 500 for both). A 200 answer may also carry
 * the code in `lighthouseResult.runtimeError`. The codes are Lighthouse's runtime error codes (core/lib/lh-error.js).
 *
 * The error keeps the code in `data.reason` and Google's own text in `data.providerMessage`. Problems of the page
 * itself get status 400 (no stale data hides them: the page really does not load for Google); problems on
 * Google's side get 500, like any other outage.
 */
final class Lighthouse_Errors {

	public const ERROR_CODE = 'lighthouse_error';

	/**
	 * Codes that say the page itself could not be loaded or measured (the site owner can act on them).
	 */
	private const PAGE_PROBLEMS = array(
		'NO_DOCUMENT_REQUEST',
		'FAILED_DOCUMENT_REQUEST',
		'ERRORED_DOCUMENT_REQUEST',
		'INSECURE_DOCUMENT_REQUEST',
		'CHROME_INTERSTITIAL_ERROR',
		'DNS_FAILURE',
		'NOT_HTML',
		'INVALID_URL',
		'NO_FCP',
		'NO_LCP',
		'NO_LCP_ALL_FRAMES',
		'PAGE_HUNG',
		'NO_TTI_CPU_IDLE_PERIOD',
		'NO_TTI_NETWORK_IDLE_PERIOD',
		'FMP_TOO_LATE_FOR_FCPUI',
		'NO_FCPUI_IDLE_PERIOD',
	);

	/**
	 * The error of a PageSpeed Insights error answer, or null when it is not a Lighthouse error.
	 *
	 * @param int                       $status HTTP status Google answered.
	 * @param array<string, mixed>|null $body   Decoded body.
	 */
	public static function from_response( int $status, ?array $body ): ?WP_Error {
		$error = isset( $body['error'] ) && is_array( $body['error'] ) ? $body['error'] : array();
		$text  = (string) ( $error['message'] ?? '' );
		if ( '' === $text && isset( $error['errors'][0]['message'] ) ) {
			$text = (string) $error['errors'][0]['message'];
		}
		$code = self::code_of( $text );
		if ( null === $code ) {
			return null;
		}
		return self::error( $code, $text, $status );
	}

	/**
	 * The error of a 200 answer whose Lighthouse run failed (`lighthouseResult.runtimeError`), or null.
	 *
	 * @param array<string, mixed> $response Decoded answer.
	 */
	public static function from_runtime_error( array $response ): ?WP_Error {
		$runtime = $response['lighthouseResult']['runtimeError'] ?? null;
		if ( ! is_array( $runtime ) ) {
			return null;
		}
		$code = strtoupper( (string) ( $runtime['code'] ?? '' ) );
		if ( '' === $code || 'NO_ERROR' === $code || ! preg_match( '/^[A-Z][A-Z0-9_]*$/', $code ) ) {
			return null;
		}
		return self::error( $code, (string) ( $runtime['message'] ?? '' ), 200 );
	}

	/**
	 * The Lighthouse code in Google's message ("Lighthouse returned error: NO_FCP. …").
	 *
	 * @param string $text Google's message.
	 */
	public static function code_of( string $text ): ?string {
		if ( preg_match( '/Lighthouse returned error:\s*([A-Z][A-Z0-9_]*)/', $text, $match ) ) {
			return $match[1];
		}
		return null;
	}

	/**
	 * The error for a Lighthouse code.
	 *
	 * @param string $code            Lighthouse runtime error code.
	 * @param string $provider_text   Google's own message.
	 * @param int    $provider_status HTTP status Google answered.
	 */
	public static function error( string $code, string $provider_text, int $provider_status ): WP_Error {
		return new WP_Error(
			self::ERROR_CODE,
			self::message( $code, $provider_text ),
			array(
				'status'          => in_array( $code, self::PAGE_PROBLEMS, true ) ? 400 : 500,
				'reason'          => $code,
				'providerStatus'  => $provider_status,
				'providerMessage' => $provider_text,
			)
		);
	}

	/**
	 * A sentence that names the service and says what went wrong, for a Lighthouse code.
	 *
	 * @param string $code          Lighthouse runtime error code.
	 * @param string $provider_text Google's own message (read for the page's HTTP status or network error).
	 */
	public static function message( string $code, string $provider_text = '' ): string {
		switch ( $code ) {
			case 'NO_DOCUMENT_REQUEST':
			case 'FAILED_DOCUMENT_REQUEST':
				$network = preg_match( '/\b(net::[A-Z_]+)/', $provider_text, $match ) ? $match[1] : '';
				if ( '' !== $network ) {
					return sprintf(
						/* translators: %s: Chrome's network error, e.g. net::ERR_CONNECTION_FAILED */
						__( 'PageSpeed Insights could not load this page: your server did not answer Google’s request (%s). Check that the page opens from outside your network and that no firewall or security plugin blocks Google.', 'google-site-kit' ),
						$network
					);
				}
				return __( 'PageSpeed Insights could not load this page: your server did not answer Google’s request. Check that the page opens from outside your network and that no firewall or security plugin blocks Google.', 'google-site-kit' );
			case 'ERRORED_DOCUMENT_REQUEST':
				$page_status = preg_match( '/Status code:\s*(\d{3})/', $provider_text, $match ) ? $match[1] : '';
				if ( '' !== $page_status ) {
					return sprintf(
						/* translators: %s: HTTP status code, e.g. 500 */
						__( 'PageSpeed Insights could not load this page: your server answered with an error (HTTP status %s) instead of the page.', 'google-site-kit' ),
						$page_status
					);
				}
				return __( 'PageSpeed Insights could not load this page: your server answered with an error instead of the page.', 'google-site-kit' );
			case 'INSECURE_DOCUMENT_REQUEST':
				return __( 'PageSpeed Insights could not load this page: its HTTPS certificate is not valid, so Chrome refused to open it.', 'google-site-kit' );
			case 'CHROME_INTERSTITIAL_ERROR':
				return __( 'PageSpeed Insights could not load this page: Chrome showed a warning page instead of it (for example about the security certificate).', 'google-site-kit' );
			case 'DNS_FAILURE':
				return __( 'PageSpeed Insights could not load this page: the site’s domain name could not be found. Check that the domain points at your server.', 'google-site-kit' );
			case 'NOT_HTML':
				return __( 'PageSpeed Insights could not test this page: its address does not return a web page (HTML).', 'google-site-kit' );
			case 'INVALID_URL':
				return __( 'PageSpeed Insights could not test this page: its address is not valid.', 'google-site-kit' );
			case 'NO_FCP':
				return __( 'PageSpeed Insights could not measure this page: it showed no content while loading. Check that the page displays without a click, a login or a cookie banner that hides everything.', 'google-site-kit' );
			case 'NO_LCP':
			case 'NO_LCP_ALL_FRAMES':
				return __( 'PageSpeed Insights could not measure this page: it never showed its main content while loading.', 'google-site-kit' );
			case 'PAGE_HUNG':
				return __( 'PageSpeed Insights could not load this page: it stopped responding while loading.', 'google-site-kit' );
			case 'NO_TTI_CPU_IDLE_PERIOD':
			case 'NO_TTI_NETWORK_IDLE_PERIOD':
			case 'FMP_TOO_LATE_FOR_FCPUI':
			case 'NO_FCPUI_IDLE_PERIOD':
				return __( 'PageSpeed Insights could not finish testing this page: it took too long to load.', 'google-site-kit' );
			case 'PROTOCOL_TIMEOUT':
			case 'CRI_TIMEOUT':
				return __( 'PageSpeed Insights timed out while testing this page. Try again in a few minutes.', 'google-site-kit' );
			case 'TARGET_CRASHED':
				return __( 'PageSpeed Insights could not test this page: Google’s browser crashed while loading it. This can happen with pages that use a lot of memory; try again in a few minutes.', 'google-site-kit' );
			case 'NO_SPEEDLINE_FRAMES':
			case 'SPEEDINDEX_OF_ZERO':
			case 'NO_SCREENSHOTS':
			case 'INVALID_SPEEDLINE':
			case 'NO_TRACING_STARTED':
			case 'NO_RESOURCE_REQUEST':
			case 'NO_NAVSTART':
			case 'NO_DCL':
			case 'NO_FMP':
			case 'TRACING_ALREADY_STARTED':
			case 'PARSING_PROBLEM':
			case 'READ_FAILED':
				return __( 'PageSpeed Insights ran into a problem while recording this page’s load. Try again in a few minutes.', 'google-site-kit' );
			default:
				return sprintf(
					/* translators: %s: Lighthouse's error code, e.g. UNKNOWN_ERROR */
					__( 'PageSpeed Insights could not test this page (Lighthouse error %s). Try again in a few minutes.', 'google-site-kit' ),
					$code
				);
		}
	}
}
