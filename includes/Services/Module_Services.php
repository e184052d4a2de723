<?php
/**
 * Trait Module_Services
 *
 * @package Google\Site_Kit\Services
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Services;

use Google\Site_Kit\Core\Modules\Module_Ownership;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\Reset;
use Google\Site_Kit\Modules\AdSense\AdSense;
use Google\Site_Kit\Modules\Analytics\Analytics;
use Google\Site_Kit\Modules\PageSpeed_Insights\PageSpeed_Insights;
use Google\Site_Kit\Modules\Search_Console\Search_Console;
use Google\Site_Kit\Modules\Site_Verification\Site_Verification;

/**
 * Part of Plugin, one file per group of services: the module registry, module ownership and the server read path
 * (datapoint runner, report cache, background warming, reset).
 * Each is built once, on first use, through Plugin::service().
 */
trait Module_Services {

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
}
