<?php
/**
 * Class Module_Identity
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use Closure;

/**
 * What a module is: the facts lists, the REST API and the sign-in read about it, declared once by the module
 * (Module::identity()). Its name and description are translated, so the module hands them over as functions run
 * when they are read: a module is built when the plugin loads, before WordPress loads translations at init.
 */
final class Module_Identity {

	/**
	 * Constructor.
	 *
	 * @param string          $slug         Slug: lowercase words joined by hyphens.
	 * @param Closure         $name         fn(): string — the display name, translated when read.
	 * @param Closure         $description  fn(): string — one line saying what the service shows, translated when read.
	 * @param string          $homepage     The service's own site.
	 * @param int             $order        Position in lists (lowest first).
	 * @param bool            $shareable    Whether an admin may share the module's data with other roles.
	 * @param string[]        $scopes       OAuth scopes the module needs.
	 * @param bool            $internal     Whether the module is hidden from settings lists.
	 * @param bool            $force_active Whether the module is always active and cannot be disconnected.
	 * @phpstan-param Closure(): string $name
	 * @phpstan-param Closure(): string $description
	 */
	public function __construct(
		public readonly string $slug,
		private readonly Closure $name,
		private readonly Closure $description,
		public readonly string $homepage,
		public readonly int $order,
		public readonly bool $shareable = false,
		public readonly array $scopes = array(),
		public readonly bool $internal = false,
		public readonly bool $force_active = false
	) {}

	/**
	 * The display name, in the current locale.
	 */
	public function name(): string {
		return ( $this->name )();
	}

	/**
	 * The one-line description, in the current locale.
	 */
	public function description(): string {
		return ( $this->description )();
	}
}
