<?php
/**
 * Class Ability
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;

/**
 * One of Site Kit's abilities (WordPress 6.9+ Abilities API): read-only, with strict input and output schemas, shown
 * in the REST API (and to the clients that list public abilities, such as the MCP adapter), run by its permission
 * check and execute callback. The Abilities API validates the input against the schema before either is called (a
 * bad input is a 400 through the REST route) and the output after.
 */
abstract class Ability {

	/**
	 * The ability's name, "google-site-kit/…".
	 *
	 * @return lowercase-string&non-falsy-string
	 */
	abstract public function name(): string;

	/**
	 * Its label.
	 */
	abstract public function label(): string;

	/**
	 * What it does and when to use it.
	 */
	abstract public function description(): string;

	/**
	 * JSON schema of its input (an object).
	 *
	 * @return array<string, mixed>
	 */
	abstract public function input_schema(): array;

	/**
	 * JSON schema of its output.
	 *
	 * @return array<string, mixed>
	 */
	abstract public function output_schema(): array;

	/**
	 * Whether the current user may run it with this input, beyond viewing the dashboard.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	abstract protected function allows( array $input ): bool;

	/**
	 * Runs it.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error
	 */
	abstract public function execute( array $input ): array|WP_Error;

	/**
	 * Whether it is offered on this site (a feature it depends on may be off).
	 */
	public function enabled(): bool {
		return true;
	}

	/**
	 * Whether the current user may run it: they see the Site Kit dashboard (an administrator, or a user a service is
	 * shared with), and the ability's own check. A refusal is false, never a WP_Error: the Abilities API reports a
	 * permission error outside REST as a developer notice.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	public function permission( array $input ): bool {
		return is_user_logged_in() && current_user_can( Permissions::VIEW_DASHBOARD ) && $this->allows( $input );
	}

	/**
	 * The arguments of wp_register_ability().
	 *
	 * @param string $category The ability category.
	 * @return array<string, mixed>
	 */
	public function args( string $category ): array {
		return array(
			'label'               => $this->label(),
			'description'         => $this->description(),
			'category'            => $category,
			'input_schema'        => $this->input_schema(),
			'output_schema'       => $this->output_schema(),
			'execute_callback'    => fn( $input = null ) => $this->execute( is_array( $input ) ? $input : array() ),
			'permission_callback' => fn( $input = null ) => $this->permission( is_array( $input ) ? $input : array() ),
			'meta'                => array(
				'annotations'  => array(
					'readonly'    => true,
					'destructive' => false,
					'idempotent'  => true,
				),
				'show_in_rest' => true,
				'public'       => true,
			),
		);
	}
}
