<?php
/**
 * Class Plugin
 *
 * @package Google\Site_Kit
 */

declare( strict_types=1 );

namespace Google\Site_Kit;

use Google\Site_Kit\Core\Abilities\Abilities;
use Google\Site_Kit\Core\Abilities\Data_Limits;
use Google\Site_Kit\Core\Abilities\Headline_Reader;
use Google\Site_Kit\Core\Abilities\Key_Metrics_Ability;
use Google\Site_Kit\Core\Abilities\Key_Metrics_Reader;
use Google\Site_Kit\Core\Abilities\Page_Stats_Ability;
use Google\Site_Kit\Core\Abilities\Site_Stats_Ability;
use Google\Site_Kit\Core\Admin\Activation_Banner;
use Google\Site_Kit\Core\Admin\Admin_Bar;
use Google\Site_Kit\Core\Admin\Block_Editor;
use Google\Site_Kit\Core\Admin\Boot_Data;
use Google\Site_Kit\Core\Admin\Posts_List_Column;
use Google\Site_Kit\Core\Admin\Screens;
use Google\Site_Kit\Core\Admin\WP_Dashboard_Widget;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Authentication\OAuth_Client;
use Google\Site_Kit\Core\Authentication\Pkce;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\CLI\CLI;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Module_Ownership;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Modules\Owner_Removal;
use Google\Site_Kit\Core\Modules\Sharing;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Provider\Endpoints;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\Reset;
use Google\Site_Kit\Core\REST\Modules_Controller;
use Google\Site_Kit\Core\REST\Post_Stats_Controller;
use Google\Site_Kit\Core\REST\REST_Routes;
use Google\Site_Kit\Core\REST\Sharing_Controller;
use Google\Site_Kit\Core\REST\Site_Controller;
use Google\Site_Kit\Core\REST\User_Controller;
use Google\Site_Kit\Core\Storage\Encryption;
use Google\Site_Kit\Core\User\Dismissals;
use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Core\User\Tracking;
use Google\Site_Kit\Core\User\User_Input;
use Google\Site_Kit\Core\Util\Feature_Flags;
use Google\Site_Kit\Modules\AdSense\AdSense;
use Google\Site_Kit\Modules\Analytics\Analytics;
use Google\Site_Kit\Modules\PageSpeed_Insights\PageSpeed_Insights;
use Google\Site_Kit\Modules\Search_Console\Search_Console;
use Google\Site_Kit\Modules\Site_Verification\Site_Verification;

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
			$this->authentication(),
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
			// The `wp site-kit` commands exist only under WP-CLI.
			...( defined( 'WP_CLI' ) && WP_CLI ? array( new CLI( $this ) ) : array() ),
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
		return $this->service( Permissions::class, fn() => new Permissions( $this->features(), $this->modules(), $this->module_ownership() ) );
	}

	/**
	 * Connection state.
	 */
	public function connection(): Connection {
		return $this->service( Connection::class, fn() => new Connection( $this->credentials(), $this->token_store() ) );
	}

	/**
	 * Secret encryption.
	 */
	public function encryption(): Encryption {
		return $this->service( Encryption::class, fn() => new Encryption() );
	}

	/**
	 * The site's OAuth client.
	 */
	public function credentials(): Credentials {
		return $this->service( Credentials::class, fn() => new Credentials( $this->encryption() ) );
	}

	/**
	 * Per-user tokens and profile.
	 */
	public function token_store(): Token_Store {
		return $this->service( Token_Store::class, fn() => new Token_Store( $this->encryption() ) );
	}

	/**
	 * Where Google is (or the emulator).
	 */
	public function endpoints(): Endpoints {
		return $this->service( Endpoints::class, fn() => Endpoints::from_environment() );
	}

	/**
	 * OAuth protocol client.
	 */
	public function oauth_client(): OAuth_Client {
		return $this->service( OAuth_Client::class, fn() => new OAuth_Client( $this->endpoints(), $this->credentials() ) );
	}

	/**
	 * The sign-in attempts' PKCE verifiers.
	 */
	public function pkce(): Pkce {
		return $this->service( Pkce::class, fn() => new Pkce( $this->encryption() ) );
	}

	/**
	 * Sign-in with Google.
	 */
	public function authentication(): Authentication {
		return $this->service( Authentication::class, fn() => new Authentication( $this->context, $this->oauth_client(), $this->token_store(), $this->pkce() ) );
	}

	/**
	 * Google API client.
	 */
	public function client(): Client {
		return $this->service( Client::class, fn() => new Client( $this->endpoints(), $this->authentication() ) );
	}

	/**
	 * Tracking opt-in.
	 */
	public function tracking(): Tracking {
		return $this->service( Tracking::class, fn() => new Tracking() );
	}

	/**
	 * The module registry.
	 */
	public function modules(): Modules {
		return $this->service(
			Modules::class,
			fn() => new Modules(
				array(
					new Site_Verification( $this->context, $this->client() ),
					new Search_Console( $this->context, $this->client() ),
					new Analytics( $this->context, $this->client() ),
					new AdSense( $this->context, $this->client() ),
					new PageSpeed_Insights( $this->context, $this->client() ),
				),
				$this->authentication(),
				$this->token_store()
			)
		);
	}

	/**
	 * Who owns each module and who may take over.
	 */
	public function module_ownership(): Module_Ownership {
		return $this->service( Module_Ownership::class, fn() => new Module_Ownership( $this->authentication(), $this->token_store() ) );
	}

	/**
	 * Runs module datapoints through the server-side report cache (REST API and WP-CLI).
	 */
	public function datapoint_runner(): Datapoint_Runner {
		return $this->service( Datapoint_Runner::class, fn() => new Datapoint_Runner( $this->modules(), $this->authentication(), $this->token_store(), $this->client(), $this->credentials(), $this->report_cache(), ownership: $this->module_ownership() ) );
	}

	/**
	 * The server-side report cache (WordPress's cache API: a persistent object cache when there is one).
	 */
	public function report_cache(): Report_Cache {
		return $this->service( Report_Cache::class, fn() => new Report_Cache() );
	}

	/**
	 * Background refresh of the reports the dashboards use (WP-Cron event googlesitekit_report_cache_warm).
	 */
	public function report_warmer(): Report_Warmer {
		return $this->service( Report_Warmer::class, fn() => new Report_Warmer( $this->datapoint_runner(), $this->report_cache() ) );
	}

	/**
	 * Plugin reset.
	 */
	public function reset_service(): Reset {
		return $this->service( Reset::class, fn() => new Reset( $this->report_cache() ) );
	}

	/**
	 * The REST API.
	 */
	public function rest(): REST_Routes {
		return $this->service(
			REST_Routes::class,
			fn() => new REST_Routes(
				array(
					new User_Controller( $this->authentication(), $this->modules(), new Dismissals(), $this->tracking(), new User_Input( $this->token_store() ), new Key_Metrics( $this->modules() ) ),
					new Site_Controller( $this->authentication(), $this->connection(), $this->credentials(), $this->oauth_client(), $this->reset_service() ),
					new Modules_Controller(
						$this->modules(),
						$this->datapoint_runner()
					),
					new Sharing_Controller( new Sharing( $this->modules(), $this->module_ownership() ) ),
					new Post_Stats_Controller( $this->datapoint_runner(), $this->modules(), $this->context ),
				),
				$this->modules()
			)
		);
	}

	/**
	 * The abilities of the WordPress Abilities API (6.9+): built only when the API asks for them.
	 */
	public function abilities(): Abilities {
		return $this->service(
			Abilities::class,
			fn() => new Abilities(
				function (): array {
					$limits = new Data_Limits( $this->datapoint_runner() );
					$reader = new Headline_Reader( $this->modules(), $this->datapoint_runner(), $limits );
					$tiles  = new Key_Metrics_Reader( $this->modules(), $this->datapoint_runner(), $limits, new Key_Metrics( $this->modules() ), new User_Input( $this->token_store() ) );
					return array(
						new Site_Stats_Ability( $reader ),
						new Page_Stats_Ability( $reader ),
						new Key_Metrics_Ability( $tiles, $this->features() ),
					);
				}
			)
		);
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
		return $this->service( Screens::class, fn() => new Screens( $this->context, $this->assets(), $this->connection(), $this->features(), $this->authentication() ) );
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
