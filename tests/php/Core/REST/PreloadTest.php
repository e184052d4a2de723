<?php
/**
 * Class PreloadTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;

/**
 * The reads answered inside the page: the core ones and every module's settings, from the module list.
 */
final class PreloadTest extends TestCase {

	use Signs_In;

	/**
	 * Every module of the module list has its settings preloaded, beside the core reads.
	 */
	public function test_preloads_every_modules_settings(): void {
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->sign_in_with_google( $this->login_as( 'administrator' )->ID );

		$data = apply_filters( 'googlesitekit_base_data', array() );

		$slugs = array_keys( $this->plugin()->modules()->all() );
		$this->assertCount( 5, $slugs, 'five modules' );
		foreach ( $slugs as $slug ) {
			$path = '/google-site-kit/v1/modules/' . $slug . '/data/settings';
			$this->assertArrayHasKey( $path, $data['preloadedData'], $slug );
			$this->assertIsArray( $data['preloadedData'][ $path ]['body'], $slug );
		}
		$this->assertArrayHasKey( '/google-site-kit/v1/core/modules/data/list', $data['preloadedData'] );
	}
}
