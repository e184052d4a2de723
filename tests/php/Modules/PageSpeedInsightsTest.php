<?php
/**
 * Class PageSpeedInsightsTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Modules\PageSpeed_Insights\Lighthouse_Errors;
use Google\Site_Kit\Modules\PageSpeed_Insights\PageSpeed_Insights;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;
use WP_Error;
use WP_REST_Request;

/**
 * PageSpeed Insights as Google really answers: slow runs, Lighthouse errors in words, answers trimmed to what the
 * Speed widget reads.
 */
final class PageSpeedInsightsTest extends TestCase {

	private const API = 'https://pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed';

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		update_option( 'googlesitekit_active_modules', array( 'pagespeed-insights' ) );
		$this->login_as( 'administrator' );
	}

	protected function tearDown(): void {
		Emulator::control( 'DELETE', '/faults' );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * A PageSpeed Insights call as the client takes it.
	 *
	 * @param array<string, mixed> $extra Extra request fields (timeout, errors).
	 * @return array<string, mixed>
	 */
	private function psi_call( array $extra = array() ): array {
		return $extra + array(
			'method' => 'GET',
			'url'    => self::API,
			'query'  => array(
				'url'      => home_url( '/' ),
				'strategy' => 'MOBILE',
				'category' => 'PERFORMANCE',
			),
		);
	}

	/**
	 * Reads the pagespeed datapoint over REST.
	 *
	 * @param string $url Page URL.
	 * @return array{0: int, 1: mixed}
	 */
	private function read( string $url ): array {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/pagespeed-insights/data/pagespeed' );
		$request->set_query_params(
			array(
				'url'      => $url,
				'strategy' => 'mobile',
			)
		);
		$response = rest_do_request( $request );
		return array( $response->get_status(), $response->get_data() );
	}

	public function test_a_request_waits_as_long_as_its_own_timeout_says(): void {
		Emulator::fault(
			array(
				'kind'       => 'latency',
				'ms'         => 2000,
				'api'        => 'pagespeed',
				'persistent' => true,
			)
		);
		$client = $this->plugin()->client();

		$results = $client->request_many(
			0,
			array(
				'short' => $this->psi_call( array( 'timeout' => 1 ) ),
				'long'  => $this->psi_call( array( 'timeout' => 5 ) ),
			)
		);
		$this->assertInstanceOf( WP_Error::class, $results['short'] );
		$this->assertSame( 'internal_server_error', $results['short']->get_error_code(), 'a 1 s timeout gives up on a 2 s answer' );
		$this->assertIsArray( $results['long'], 'a 5 s timeout waits for it' );
		$this->assertArrayHasKey( 'lighthouseResult', $results['long'] );

		// One request alone goes through the same options.
		$this->assertInstanceOf( WP_Error::class, $client->request_many( 0, array( 'only' => $this->psi_call( array( 'timeout' => 1 ) ) ) )['only'] );
	}

	public function test_the_pagespeed_datapoint_gives_google_a_minute(): void {
		$module  = $this->plugin()->modules()->get( 'pagespeed-insights' );
		$request = $module->pagespeed(
			array(
				'url'      => home_url( '/' ),
				'strategy' => 'mobile',
			),
			0
		);
		$this->assertGreaterThanOrEqual( 60, $request->timeout );
		$this->assertSame( $request->timeout, $request->to_array()['timeout'] );
	}

	public function test_a_request_can_map_its_own_error_answers_and_falls_back_to_the_generic_mapping(): void {
		Emulator::fault(
			array(
				'kind'  => 'rate_limit',
				'api'   => 'pagespeed',
				'count' => 2,
			)
		);
		$seen    = array();
		$results = $this->plugin()->client()->request_many(
			0,
			array(
				'mapped'   => $this->psi_call(
					array(
						'errors' => static function ( int $status, ?array $body ) use ( &$seen ) {
							$seen[] = array( $status, $body['error']['errors'][0]['reason'] ?? '' );
							return new WP_Error( 'mapped', 'mapped message' );
						},
					)
				),
				'fallback' => $this->psi_call( array( 'errors' => static fn() => null ) ),
			)
		);
		$this->assertSame( array( array( 429, 'rateLimitExceeded' ) ), $seen );
		$this->assertSame( 'mapped', $results['mapped']->get_error_code() );
		$this->assertSame( 'rateLimitExceeded', $results['fallback']->get_error_data()['reason'] );
	}

	public function test_lighthouse_errors_become_sentences_with_their_code_and_googles_text(): void {
		$google_text = 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Details: net::ERR_CONNECTION_FAILED)';
		// Today's answer for a page at fault: 400 lighthouseUserError.
		$error = Lighthouse_Errors::from_response(
			400,
			array(
				'error' => array(
					'code'    => 400,
					'message' => $google_text,
					'errors'  => array(
						array(
							'message' => $google_text,
							'domain'  => 'lighthouse',
							'reason'  => 'lighthouseUserError',
						),
					),
					'status'  => 'INVALID_ARGUMENT',
				),
			)
		);
		$this->assertSame( 'lighthouse_error', $error->get_error_code() );
		$this->assertSame( 'PageSpeed Insights could not load this page: your server did not answer Google’s request (net::ERR_CONNECTION_FAILED). Check that the page opens from outside your network and that no firewall or security plugin blocks Google.', $error->get_error_message() );
		$this->assertSame(
			array(
				'status'          => 400,
				'reason'          => 'FAILED_DOCUMENT_REQUEST',
				'providerStatus'  => 400,
				'providerMessage' => $google_text,
			),
			$error->get_error_data()
		);

		// The older 500 answer, with the page's own HTTP status in Google's text.
		$errored = Lighthouse_Errors::from_response(
			500,
			array(
				'error' => array(
					'code'    => 500,
					'message' => 'Lighthouse returned error: ERRORED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Status code: 503)',
					'errors'  => array(
						array(
							'domain' => 'lighthouse',
							'reason' => 'lighthouseError',
						),
					),
				),
			)
		);
		$this->assertSame( 'PageSpeed Insights could not load this page: your server answered with an error (HTTP status 503) instead of the page.', $errored->get_error_message() );
		$this->assertSame( 400, $errored->get_error_data()['status'], 'a page at fault is no outage: no stale data hides it' );
		$this->assertSame( 500, $errored->get_error_data()['providerStatus'] );

		$crashed = Lighthouse_Errors::from_response( 500, array( 'error' => array( 'message' => 'Lighthouse returned error: TARGET_CRASHED. Browser tab has unexpectedly crashed.' ) ) );
		$this->assertSame( 'TARGET_CRASHED', $crashed->get_error_data()['reason'] );
		$this->assertSame( 500, $crashed->get_error_data()['status'], 'a crash on Google’s side is an outage' );
		$this->assertStringStartsWith( 'PageSpeed Insights could not test this page: Google’s browser crashed', $crashed->get_error_message() );

		$unknown = Lighthouse_Errors::from_response( 500, array( 'error' => array( 'message' => 'Lighthouse returned error: SOMETHING_NEW. Details.' ) ) );
		$this->assertSame( 'PageSpeed Insights could not test this page (Lighthouse error SOMETHING_NEW). Try again in a few minutes.', $unknown->get_error_message() );

		foreach ( array( 'NO_FCP', 'NO_LCP', 'DNS_FAILURE', 'NOT_HTML', 'PAGE_HUNG', 'PROTOCOL_TIMEOUT', 'INSECURE_DOCUMENT_REQUEST' ) as $code ) {
			$message = Lighthouse_Errors::message( $code );
			$this->assertStringStartsWith( 'PageSpeed Insights ', $message, $code );
			$this->assertStringNotContainsString( $code, $message, $code . ' has its own sentence' );
		}

		// Errors that are not Lighthouse's are left to the generic mapping.
		$this->assertNull( Lighthouse_Errors::from_response( 429, array( 'error' => array( 'message' => 'Quota exceeded.' ) ) ) );
		$this->assertNull( Lighthouse_Errors::from_response( 500, null ) );
	}

	public function test_a_failed_run_inside_a_200_answer_is_an_error_too(): void {
		$shaped = PageSpeed_Insights::shape(
			array(
				'lighthouseResult' => array(
					'runtimeError' => array(
						'code'    => 'NO_FCP',
						'message' => 'The page did not paint any content. Please ensure you keep the browser window in the foreground during the load and try again. (NO_FCP)',
					),
					'audits'       => array(),
				),
			)
		);
		$this->assertInstanceOf( WP_Error::class, $shaped );
		$this->assertSame( 'NO_FCP', $shaped->get_error_data()['reason'] );
		$this->assertSame( 200, $shaped->get_error_data()['providerStatus'] );

		$fine = PageSpeed_Insights::shape( array( 'lighthouseResult' => array( 'runtimeError' => array( 'code' => 'NO_ERROR' ) ) ) );
		$this->assertIsArray( $fine );
	}

	public function test_the_answer_keeps_what_the_widget_reads_and_drops_the_heavy_parts(): void {
		list( $status, $data ) = $this->read( home_url( '/' ) );
		$this->assertSame( 200, $status, wp_json_encode( $data ) );
		$this->assertArrayHasKey( 'metrics', $data['loadingExperience'] );
		$this->assertArrayHasKey( 'originLoadingExperience', $data );
		$this->assertIsFloat( $data['lighthouseResult']['categories']['performance']['score'] + 0.0 );
		$lcp = $data['lighthouseResult']['audits']['largest-contentful-paint'];
		$this->assertSame( array( 'id', 'title', 'description', 'score', 'scoreDisplayMode', 'numericValue', 'numericUnit', 'displayValue' ), array_keys( $lcp ) );
		foreach ( $data['lighthouseResult']['audits'] as $id => $audit ) {
			$this->assertArrayNotHasKey( 'items', $audit['details'] ?? array(), $id . ' keeps no table' );
		}
		$this->assertArrayNotHasKey( 'i18n', $data['lighthouseResult'] );
	}

	public function test_a_failed_lighthouse_run_reaches_the_rest_api_in_plain_words(): void {
		Emulator::fault(
			array(
				'kind' => 'lighthouse_error',
				'code' => 'NO_FCP',
				'api'  => 'pagespeed',
			)
		);
		list( $status, $data ) = $this->read( home_url( '/' ) );
		$this->assertSame( 400, $status, wp_json_encode( $data ) );
		$this->assertSame( 'lighthouse_error', $data['code'] );
		$this->assertSame( 'NO_FCP', $data['data']['reason'] );
		$this->assertStringStartsWith( 'PageSpeed Insights could not measure this page: it showed no content while loading.', $data['message'] );
		$this->assertStringStartsWith( 'Lighthouse returned error: NO_FCP.', $data['data']['providerMessage'] );

		// Not cached: the next run answers normally.
		list( $status ) = $this->read( home_url( '/' ) );
		$this->assertSame( 200, $status );
	}

	public function test_pages_of_other_sites_are_refused(): void {
		list( $status, $data ) = $this->read( 'https://elsewhere.example.com/' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $data['code'] );
	}
}
