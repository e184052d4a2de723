<?php
/**
 * Class Screen
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

/**
 * One admin page of the plugin: what WordPress needs to register it and what the page mounts.
 */
final class Screen {

	/**
	 * Constructor.
	 *
	 * @param string $slug       Page slug, e.g. googlesitekit-dashboard.
	 * @param string $title      Page title (translated).
	 * @param string $menu_title Menu label (translated); empty for a page hidden from the menu.
	 * @param string $capability Capability needed to open the page.
	 * @param string $entry      Script entry mounted on the page, e.g. main-dashboard.
	 * @param string $root_id    ID of the element the entry mounts in.
	 */
	public function __construct(
		public readonly string $slug,
		public readonly string $title,
		public readonly string $menu_title,
		public readonly string $capability,
		public readonly string $entry,
		public readonly string $root_id
	) {}

	/**
	 * Whether the page is listed in the admin menu.
	 */
	public function in_menu(): bool {
		return '' !== $this->menu_title;
	}
}
