<?php
/**
 * Class GoogleSchemaCheckTest
 *
 * @package Google\Site_Kit\Tests\Core
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Google_Schemas;
use Google\Site_Kit\Tests\TestCase;

/**
 * The check every test ends with: a call through the plugin's client that carries a parameter or a body field
 * Google's Discovery documents do not define is reported with its path (and would fail the test that made it);
 * a call as Google defines it is not.
 */
final class GoogleSchemaCheckTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		Google_Schemas::take_problems();
	}

	public function test_a_query_parameter_or_enum_value_google_does_not_define_is_reported(): void {
		$this->plugin()->client()->request(
			0,
			'GET',
			'https://pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed',
			array(
				'url'        => home_url( '/' ),
				'strategy'   => 'MOBILE',
				'utm_source' => 'site-kit',
				'utm_medium' => 'plugin',
				'category'   => 'performance',
			)
		);
		$problems = (array) Google_Schemas::take_problems();
		$this->assertCount( 2, $problems, implode( "\n", $problems ) );
		$this->assertStringContainsString( '(pagespeedonline.pagespeedapi.runpagespeed) request query.utm_medium is not a parameter', $problems[0] );
		$this->assertStringContainsString( 'request query.category "performance" is not one of CATEGORY_UNSPECIFIED, ACCESSIBILITY', $problems[1] );
	}

	public function test_a_body_field_google_does_not_define_is_reported(): void {
		// No token: Google answers 401, and the request is still checked.
		$this->plugin()->client()->request(
			0,
			'POST',
			'https://www.googleapis.com/siteVerification/v1/token',
			array(),
			array(
				'site'                => array(
					'type'       => 'SITE',
					'identifier' => home_url( '/' ),
				),
				'verificationMethod'  => 'META',
				'verification_method' => 'META',
			)
		);
		$problems = (array) Google_Schemas::take_problems();
		$this->assertCount( 1, $problems, implode( "\n", $problems ) );
		$this->assertStringContainsString( '→ 401 (siteVerification.webResource.getToken) request body.verification_method is not a field of SiteVerificationWebResourceGettokenRequest', $problems[0] );
	}

	public function test_a_call_as_google_defines_it_passes(): void {
		$answer = $this->plugin()->client()->request(
			0,
			'GET',
			'https://pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed',
			array(
				'url'      => home_url( '/' ),
				'strategy' => 'DESKTOP',
				'category' => 'PERFORMANCE',
			)
		);
		$this->assertNotWPError( $answer );
		$this->assertSame( array(), Google_Schemas::take_problems() );
	}
}
