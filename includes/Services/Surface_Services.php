<?php
/**
 * Trait Surface_Services
 *
 * @package Google\Site_Kit\Services
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Services;

use Google\Site_Kit\Core\Abilities\Abilities;
use Google\Site_Kit\Core\Abilities\Data_Limits;
use Google\Site_Kit\Core\Abilities\Headline_Reader;
use Google\Site_Kit\Core\Abilities\Key_Metrics_Ability;
use Google\Site_Kit\Core\Abilities\Key_Metrics_Reader;
use Google\Site_Kit\Core\Abilities\Page_Stats_Ability;
use Google\Site_Kit\Core\Abilities\Site_Stats_Ability;
use Google\Site_Kit\Core\Admin\Screens;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Modules\Sharing;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\REST\Email_Reports_Controller;
use Google\Site_Kit\Core\REST\Modules_Controller;
use Google\Site_Kit\Core\REST\Network_Controller;
use Google\Site_Kit\Core\REST\Network_Controls_Controller;
use Google\Site_Kit\Core\REST\Post_Stats_Controller;
use Google\Site_Kit\Core\REST\REST_Routes;
use Google\Site_Kit\Core\REST\Sharing_Controller;
use Google\Site_Kit\Core\REST\Site_Controller;
use Google\Site_Kit\Core\REST\User_Controller;
use Google\Site_Kit\Core\User\Dismissals;
use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Core\User\Tracking;
use Google\Site_Kit\Core\User\User_Input;
use Google\Site_Kit\Core\Util\Feature_Flags;

/**
 * Part of Plugin, one file per group of services: what people and agents reach: capabilities, feature flags, the
 * REST API, the abilities, the admin screens and their scripts, and the tracking opt-in.
 * Each is built once, on first use, through Plugin::service().
 */
trait Surface_Services {

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
	 * Tracking opt-in.
	 */
	public function tracking(): Tracking {
		return $this->service( Tracking::class, fn() => new Tracking() );
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
					new Email_Reports_Controller( $this->email_subscriptions(), $this->email_send_health(), fn() => $this->email_report_sender() ),
					new Network_Controller( $this->site_summaries() ),
					new Network_Controls_Controller( $this->site_context() ),
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
}
