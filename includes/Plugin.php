<?php
/**
 * Class Plugin
 *
 * @package Google\Site_Kit
 */

declare( strict_types=1 );

namespace Google\Site_Kit;

use Google\Site_Kit\Core\Admin\Screens;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Util\Feature_Flags;

/**
 * Builds the plugin's services once and registers each with WordPress.
 */
final class Plugin {

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
			$this->screens(),
		);
	}

	/**
	 * Feature flags.
	 */
	public function features(): Feature_Flags {
		return $this->service( Feature_Flags::class, fn() => new Feature_Flags() );
	}

	/**
	 * Capability mapping.
	 */
	public function permissions(): Permissions {
		return $this->service( Permissions::class, fn() => new Permissions( $this->features() ) );
	}

	/**
	 * Connection state.
	 */
	public function connection(): Connection {
		return $this->service( Connection::class, fn() => new Connection() );
	}

	/**
	 * Script registry.
	 */
	public function assets(): Assets {
		return $this->service( Assets::class, fn() => new Assets( $this->context ) );
	}

	/**
	 * Admin pages.
	 */
	public function screens(): Screens {
		return $this->service( Screens::class, fn() => new Screens( $this->context, $this->assets(), $this->connection(), $this->features() ) );
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
		return $this->services[ $id ];
	}
}
