<?php
/**
 * Trait Network_Services
 *
 * @package Google\Site_Kit\Services
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Services;

use Google\Site_Kit\Core\Admin\Network_Overview_Screen;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Network\Network_Defaults;
use Google\Site_Kit\Core\Network\Network_Settings_Form;
use Google\Site_Kit\Core\Network\Network_Settings_Screen;
use Google\Site_Kit\Core\Network\Site_Context;
use Google\Site_Kit\Core\Network\Site_Summaries;
use Google\Site_Kit\Plugin;

/**
 * Part of Plugin, one file per group of services: a multisite network (one site's services from another site, the
 * network admin's overview and controls). See docs/multisite.md.
 * Each is built once, on first use, through Plugin::service().
 */
trait Network_Services {

	/**
	 * Runs code as another site of the network, with that site's own services.
	 */
	public function site_context(): Site_Context {
		return $this->service(
			Site_Context::class,
			fn() => new Site_Context(
				fn(): Plugin => $this,
				fn(): Plugin => new Plugin( $this->context() )
			)
		);
	}

	/**
	 * The network overview's sites: summaries, figures, search, sort and pages.
	 */
	public function site_summaries(): Site_Summaries {
		return $this->service( Site_Summaries::class, fn() => new Site_Summaries( $this->site_context() ) );
	}

	/**
	 * The network admin's "Site Kit" page (the overview).
	 */
	public function network_overview_screen(): Network_Overview_Screen {
		return $this->service( Network_Overview_Screen::class, fn() => new Network_Overview_Screen( $this->assets() ) );
	}

	/**
	 * The network-wide defaults set in wp-config.php.
	 */
	public function network_defaults(): Network_Defaults {
		return $this->service( Network_Defaults::class, fn() => new Network_Defaults( $this->modules() ) );
	}

	/**
	 * The network services that hook into WordPress (none outside a network: each registers only there).
	 *
	 * @return Registerable[]
	 */
	public function network_registerables(): array {
		if ( ! is_multisite() ) {
			return array();
		}
		return array(
			$this->network_defaults(),
			// The top-level "Site Kit" menu (the overview), parent of the Settings page.
			$this->network_overview_screen(),
			new Network_Settings_Screen( $this->credentials(), $this->site_context() ),
			new Network_Settings_Form( $this->credentials() ),
		);
	}
}
