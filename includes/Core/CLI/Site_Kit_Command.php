<?php
/**
 * Class Site_Kit_Command
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use Google\Site_Kit\Plugin;
use WP_CLI;
use WP_Error;

/**
 * Site Kit by Google: connection status, module reports and reset.
 */
final class Site_Kit_Command {

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private readonly Plugin $plugin ) {}

	/**
	 * Shows the connection, owners, modules, token health of each signed-in admin, and the report cache.
	 *
	 * Never prints a token or the client secret: only whether they are there and when they expire.
	 *
	 * ## OPTIONS
	 *
	 * [--network]
	 * : One line per site of the network instead (URL, state, services, owner, refused users); multisite only.
	 *
	 * [--format=<format>]
	 * : text or json.
	 * ---
	 * default: text
	 * options:
	 *   - text
	 *   - json
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit status
	 *     wp site-kit status --network
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function status( array $args, array $assoc_args ): void {
		if ( isset( $assoc_args['network'] ) ) {
			( new Network_Status( $this->plugin->site_summaries() ) )->print( (string) ( $assoc_args['format'] ?? 'text' ) );
			return;
		}
		$status = $this->status_data();
		if ( 'json' === ( $assoc_args['format'] ?? 'text' ) ) {
			WP_CLI::line( (string) wp_json_encode( $status, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) );
			return;
		}
		$yes = static fn( bool $value ): string => $value ? __( 'yes', 'google-site-kit' ) : __( 'no', 'google-site-kit' );
		WP_CLI::line( __( 'Connection', 'google-site-kit' ) );
		WP_CLI::line( '  ' . __( 'connected:', 'google-site-kit' ) . ' ' . $yes( $status['connection']['connected'] ) );
		WP_CLI::line( '  ' . __( 'OAuth client:', 'google-site-kit' ) . ' ' . ( $status['connection']['clientID'] ? $status['connection']['clientID'] . ' ' . __( '(secret stored)', 'google-site-kit' ) : __( 'none', 'google-site-kit' ) ) );
		WP_CLI::line( '  ' . __( 'owner:', 'google-site-kit' ) . ' ' . self::user_label( $status['owner'] ) );
		WP_CLI::line( '' );
		WP_CLI::line( __( 'Signed-in users', 'google-site-kit' ) );
		if ( ! $status['users'] ) {
			WP_CLI::line( '  ' . __( 'none', 'google-site-kit' ) );
		}
		foreach ( $status['users'] as $user ) {
			WP_CLI::line( '  ' . self::user_label( $user ) . ( $user['email'] ? ' <' . $user['email'] . '>' : '' ) );
			WP_CLI::line( '    ' . __( 'token:', 'google-site-kit' ) . ' ' . $user['token'] );
			WP_CLI::line( '    ' . ( $user['refreshToken'] ? __( 'refresh token present', 'google-site-kit' ) : __( 'refresh token missing', 'google-site-kit' ) ) );
			if ( $user['missingScopes'] ) {
				WP_CLI::line( '    ' . __( 'missing scopes:', 'google-site-kit' ) . ' ' . implode( ', ', $user['missingScopes'] ) );
			}
		}
		WP_CLI::line( '' );
		WP_CLI::line( __( 'Modules', 'google-site-kit' ) );
		WP_CLI\Utils\format_items( 'table', $status['modules'], array( 'slug', 'name', 'active', 'connected', 'owner' ) );
		WP_CLI::line( '' );
		WP_CLI::line( __( 'Report cache', 'google-site-kit' ) );
		WP_CLI::line( '  ' . $status['cache']['summary'] );
	}

	/**
	 * Runs a module datapoint through the same runner and cache as the REST API and prints its value.
	 *
	 * Runs as the user given with WP-CLI's --user (an admin reads with their own Google account, a view-only user only what is shared with them), by default as the module's owner.
	 *
	 * ## OPTIONS
	 *
	 * <module>
	 * : Module slug, e.g. search-console or analytics.
	 *
	 * <datapoint>
	 * : Datapoint, e.g. searchanalytics or report.
	 *
	 * [--args=<json>]
	 * : The datapoint's arguments as a JSON object.
	 *
	 * [--<field>=<value>]
	 * : One argument of the datapoint (lists comma-separated), e.g. --dateRange=last-7-days --dimensions=query.
	 *
	 * [--format=<format>]
	 * : Output format; json prints the raw value.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit report search-console searchanalytics --dimensions=query --dateRange=last-28-days --format=csv
	 *     wp site-kit report analytics report --args='{"metrics":["totalUsers"],"dimensions":["date"]}' --format=json
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function report( array $args, array $assoc_args ): void {
		list( $slug, $name ) = $args;
		$format              = (string) ( $assoc_args['format'] ?? 'table' );
		$params              = array();
		if ( isset( $assoc_args['args'] ) ) {
			$decoded = json_decode( (string) $assoc_args['args'], true );
			if ( ! is_array( $decoded ) || ( $decoded && array_is_list( $decoded ) ) ) {
				WP_CLI::error( __( '--args must be a JSON object.', 'google-site-kit' ) );
			}
			$params = $decoded;
		}
		$params = array_merge( $params, array_diff_key( $assoc_args, array_flip( array( 'args', 'format' ) ) ) );

		$modules = $this->plugin->modules();
		$module  = $modules->get( $slug );
		if ( null !== $module && 0 === get_current_user_id() ) {
			$owner = $module->owner_id() ? $module->owner_id() : $this->plugin->authentication()->owner_id();
			wp_set_current_user( $owner );
		}
		// The REST route's rule: admins, or view-only users for shareable datapoints of modules shared with them.
		if ( null !== $module && ! $modules->may_read( $slug, $name ) ) {
			WP_CLI::error( __( 'Sorry, you are not allowed to do that.', 'google-site-kit' ) );
		}

		$result = $this->plugin->datapoint_runner()->run( $slug, $name, 'GET', $params );
		if ( isset( $result['error'] ) ) {
			WP_CLI::error( self::error_message( $result['error'] ) );
		}
		if ( isset( $result['stale'] ) ) {
			/* translators: 1: date and time, 2: the provider's error */
			WP_CLI::warning( sprintf( __( 'Google did not answer (%2$s); this is the last good copy, from %1$s.', 'google-site-kit' ), gmdate( 'c', $result['stale']['since'] ), $result['stale']['message'] ) );
		}
		Report_Output::render( $result['value'], $format, (array) ( $params['dimensions'] ?? array() ) );
	}

	/**
	 * Resets Site Kit: signs every admin out of Google and deletes all of the plugin's settings and cached data.
	 *
	 * ## OPTIONS
	 *
	 * [--yes]
	 * : Do not ask for confirmation.
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit reset --yes
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function reset( array $args, array $assoc_args ): void {
		WP_CLI::confirm( __( 'Reset Site Kit? Every admin is signed out of Google and all its settings and data are deleted.', 'google-site-kit' ), $assoc_args );
		// The same steps as the REST reset: revoke each admin's grant, then delete everything.
		foreach ( $this->plugin->connection()->connected_admin_ids() as $user_id ) {
			$this->plugin->authentication()->disconnect( $user_id );
		}
		$this->plugin->reset_service()->all();
		WP_CLI::success( __( 'Site Kit was reset.', 'google-site-kit' ) );
	}

	/**
	 * The status as data (no secrets).
	 *
	 * @return array<string, mixed>
	 */
	private function status_data(): array {
		$plugin      = $this->plugin;
		$store       = $plugin->token_store();
		$auth        = $plugin->authentication();
		$credentials = $plugin->credentials()->get();
		$required    = $auth->required_scopes();

		$users = array();
		foreach ( $store->authenticated_user_ids() as $user_id ) {
			$tokens  = $store->tokens( $user_id );
			$error   = $store->auth_error( $user_id );
			$profile = $store->profile( $user_id );
			$users[] = self::user( $user_id ) + array(
				'email'         => (string) ( $profile['email'] ?? '' ),
				'token'         => self::token_health( $tokens, $error ),
				'refreshToken'  => null !== $tokens && '' !== $tokens['refresh_token'],
				'missingScopes' => array_values( array_diff( $required, $store->granted_scopes( $user_id ) ) ),
			);
		}

		$modules = array();
		foreach ( $plugin->modules()->all() as $module ) {
			$info      = $plugin->modules()->to_array( $module );
			$modules[] = array(
				'slug'      => $info['slug'],
				'name'      => $info['name'],
				'active'    => $info['active'] ? 'yes' : 'no',
				'connected' => $info['connected'] ? 'yes' : 'no',
				'owner'     => $info['owner'] ? $info['owner']['login'] . ' (#' . $info['owner']['id'] . ')' : '',
			);
		}

		return array(
			'connection' => array(
				'connected' => $plugin->connection()->is_connected(),
				'clientID'  => (string) ( $credentials['client_id'] ?? '' ),
			),
			'owner'      => self::user( $auth->owner_id() ),
			'users'      => $users,
			'modules'    => $modules,
			'cache'      => Cache_Command::state(),
		);
	}

	/**
	 * How a token stands, in words.
	 *
	 * @param array{access_token: string, refresh_token: string, expires_at: int}|null $tokens Tokens.
	 * @param array<string, string>|null                                                $error  Stored auth error.
	 */
	private static function token_health( ?array $tokens, ?array $error ): string {
		if ( null !== $error ) {
			/* translators: 1: error code, 2: message */
			return sprintf( __( 'refused (%1$s: %2$s)', 'google-site-kit' ), $error['code'] ?? '', $error['message'] ?? '' );
		}
		if ( null === $tokens ) {
			return __( 'none', 'google-site-kit' );
		}
		$left = $tokens['expires_at'] - time();
		if ( $left > 0 ) {
			/* translators: %d: minutes */
			return sprintf( __( 'valid, expires in %d min', 'google-site-kit' ), (int) ceil( $left / MINUTE_IN_SECONDS ) );
		}
		/* translators: %d: minutes */
		return sprintf( __( 'expired %d min ago (refreshed on next use)', 'google-site-kit' ), (int) floor( -$left / MINUTE_IN_SECONDS ) );
	}

	/**
	 * A user's ID and login.
	 *
	 * @param int $user_id User ID.
	 * @return array{id: int, login: string}
	 */
	private static function user( int $user_id ): array {
		$user = $user_id ? get_userdata( $user_id ) : false;
		return array(
			'id'    => $user_id,
			'login' => $user ? $user->user_login : '',
		);
	}

	/**
	 * "login (#id)", or "none".
	 *
	 * @param array{id: int, login: string} $user User.
	 */
	private static function user_label( array $user ): string {
		return $user['id'] ? $user['login'] . ' (#' . $user['id'] . ')' : __( 'none', 'google-site-kit' );
	}

	/**
	 * An error's message, as the REST API gives it.
	 *
	 * @param WP_Error $error Error.
	 */
	public static function error_message( WP_Error $error ): string {
		return $error->get_error_message();
	}
}
