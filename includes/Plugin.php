<?php
/**
 * Class Plugin
 *
 * @package Google\Site_Kit
 */

declare( strict_types=1 );

namespace Google\Site_Kit;

use Google\Site_Kit\Core\Admin\Activation_Banner;
use Google\Site_Kit\Core\Admin\Admin_Bar;
use Google\Site_Kit\Core\Admin\Block_Editor;
use Google\Site_Kit\Core\Admin\Boot_Data;
use Google\Site_Kit\Core\Admin\Posts_List_Column;
use Google\Site_Kit\Core\Admin\WP_Dashboard_Widget;
use Google\Site_Kit\Core\CLI\CLI;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Owner_Removal;
use Google\Site_Kit\Services\Email_Services;
use Google\Site_Kit\Services\Google_Services;
use Google\Site_Kit\Services\Module_Services;
use Google\Site_Kit\Services\Network_Services;
use Google\Site_Kit\Services\Surface_Services;

/**
 * Builds the plugin's services once and registers each with WordPress. The services themselves are built by
 * the traits in includes/Services/, one per group.
 */
final class Plugin {

	use Email_Services;
	use Google_Services;
	use Module_Services;
	use Network_Services;
	use Surface_Services;

	/**
	 * Services by class name, built on first use.
	 *
	 * @var array<class-string, object>
	 */
	private array $services = array();

	/**
	 * Constructor.
	 *
	 * @param Context $context Plugin context.
	 */
	public function __construct( private readonly Context $context ) {}

	/**
	 * Registers every service.
	 */
	public function register(): void {
		foreach ( $this->registerables() as $service ) {
			$service->register();
		}
	}

	/**
	 * The plugin context.
	 */
	public function context(): Context {
		return $this->context;
	}

	/**
	 * The services that hook into WordPress, in registration order.
	 *
	 * @return Registerable[]
	 */
	public function registerables(): array {
		return array(
			$this->permissions(),
			$this->sign_in(),
			$this->modules(),
			new Owner_Removal( $this->modules(), $this->module_ownership(), $this->authentication(), $this->token_store() ),
			$this->rest(),
			new Boot_Data( $this->authentication(), $this->tracking(), $this->modules(), $this->permissions() ),
			$this->screens(),
			new Activation_Banner( $this->context, $this->assets(), $this->connection() ),
			new Admin_Bar( $this->context, $this->assets(), $this->connection() ),
			new WP_Dashboard_Widget( $this->context, $this->assets(), $this->connection() ),
			new Posts_List_Column( $this->context, $this->assets(), $this->modules() ),
			new Block_Editor( $this->context, $this->assets(), $this->connection(), $this->modules() ),
			$this->report_warmer(),
			$this->abilities(),
			$this->email_subscriptions(),
			$this->email_public_pages(),
			$this->email_report_sender(),
			$this->email_site_health_test(),
			// A network's defaults, settings screen and menu (nothing outside a network).
			...$this->network_registerables(),
			// The `wp site-kit` commands exist only under WP-CLI.
			...( defined( 'WP_CLI' ) && WP_CLI ? array( new CLI( $this ) ) : array() ),
		);
	}

	/**
	 * Returns the one instance of a service, building it the first time.
	 *
	 * @template T of object
	 * @param class-string<T> $id      Service class.
	 * @param callable(): T   $factory Builds the service.
	 * @return T
	 */
	private function service( string $id, callable $factory ): object {
		if ( ! isset( $this->services[ $id ] ) ) {
			$this->services[ $id ] = $factory();
		}
		/** @var T $service Built by the factory for this class. */
		$service = $this->services[ $id ];
		return $service;
	}
}
