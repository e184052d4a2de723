<?php
/**
 * Class Public_Pages
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Contracts\Registerable;
use WP_Error;

/**
 * What the signed links open, for anyone holding one (signed in or not: `admin_post_nopriv_*` and `admin_post_*`):
 *
 * - unsubscribe, GET: ends the subscription and says so on a small page;
 * - unsubscribe, POST with the body `List-Unsubscribe=One-Click` (RFC 8058, sent by mail clients): ends it and
 *   answers 200 in plain text, no session or nonce needed;
 * - confirm, GET: a page with a Confirm button only (link scanners that fetch every link confirm nothing); the
 *   button's POST confirms.
 * A forged, changed, expired or replayed link changes nothing and gets a page saying why (Links::verify()).
 */
final class Public_Pages implements Registerable {

	/**
	 * Constructor.
	 *
	 * @param Subscriptions $subscriptions Subscriptions.
	 * @param Links         $links         Signed links.
	 */
	public function __construct( private readonly Subscriptions $subscriptions, private readonly Links $links ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		foreach ( array( 'admin_post_nopriv_', 'admin_post_' ) as $prefix ) {
			add_action( $prefix . Links::UNSUBSCRIBE, array( $this, 'handle_unsubscribe' ) );
			add_action( $prefix . Links::CONFIRM, array( $this, 'handle_confirm' ) );
		}
	}

	/**
	 * Answers an unsubscribe link (admin-post.php).
	 */
	public function handle_unsubscribe(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- RFC 8058: the signed token is the proof, no session exists.
		$one_click = isset( $_POST['List-Unsubscribe'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['List-Unsubscribe'] ) ) : null;
		self::emit( $this->unsubscribe( self::method(), self::token(), $one_click ) );
	}

	/**
	 * Answers a confirmation link (admin-post.php).
	 */
	public function handle_confirm(): void {
		self::emit( $this->confirm( self::method(), self::token() ) );
	}

	/**
	 * The answer to an unsubscribe link.
	 *
	 * @param string      $method    HTTP method.
	 * @param string      $token     Token from the link.
	 * @param string|null $one_click The POST body's List-Unsubscribe value.
	 * @return array{status: int, type: string, body: string}
	 */
	public function unsubscribe( string $method, string $token, ?string $one_click = null ): array {
		$post = 'POST' === $method;
		if ( 'GET' !== $method && ! $post ) {
			// HEAD (link checkers, prefetchers) and the like end nothing.
			$checked = $this->links->verify( $token, Links::UNSUBSCRIBE );
			return self::text( is_wp_error( $checked ) ? self::status( $checked ) : 200, '' );
		}
		if ( $post && 'One-Click' !== $one_click ) {
			return self::text( 400, __( 'A one-click unsubscribe request must have the body List-Unsubscribe=One-Click.', 'google-site-kit' ) );
		}
		$subscription = $this->links->verify( $token, Links::UNSUBSCRIBE );
		if ( is_wp_error( $subscription ) ) {
			return $post ? self::text( self::status( $subscription ), $subscription->get_error_message() ) : self::error_page( $subscription );
		}
		$this->subscriptions->remove( (string) $subscription['id'] );
		if ( $post ) {
			return self::text( 200, __( 'Unsubscribed.', 'google-site-kit' ) );
		}
		return self::html(
			200,
			Page::render(
				__( 'You are unsubscribed', 'google-site-kit' ),
				array(
					/* translators: 1: how often (weekly, monthly or quarterly), 2: the site's name, 3: the email address. */
					sprintf( __( 'You will no longer receive the %1$s email reports of %2$s at %3$s.', 'google-site-kit' ), Frequency::label( (string) $subscription['frequency'] ), Page::site_name(), (string) $subscription['email'] ),
				)
			)
		);
	}

	/**
	 * The answer to a confirmation link: its page (GET), or the confirmation (POST).
	 *
	 * @param string $method HTTP method.
	 * @param string $token  Token from the link.
	 * @return array{status: int, type: string, body: string}
	 */
	public function confirm( string $method, string $token ): array {
		$subscription = $this->links->verify( $token, Links::CONFIRM );
		if ( is_wp_error( $subscription ) ) {
			return self::error_page( $subscription );
		}
		/* translators: 1: how often (weekly, monthly or quarterly), 2: the site's name, 3: the email address. */
		$what = sprintf( __( 'The %1$s email reports of %2$s, sent to %3$s.', 'google-site-kit' ), Frequency::label( (string) $subscription['frequency'] ), Page::site_name(), (string) $subscription['email'] );
		if ( 'POST' !== $method ) {
			// GET and HEAD: the page with the button, nothing confirmed.
			return self::html(
				200,
				Page::render(
					__( 'Confirm your subscription', 'google-site-kit' ),
					array( $what, __( 'Nothing is sent until you confirm.', 'google-site-kit' ) ),
					array(
						// The same token: showing the page does not make the link live longer.
						'action' => $this->links->url( Links::CONFIRM, $token ),
						'label'  => __( 'Confirm', 'google-site-kit' ),
					)
				)
			);
		}
		$confirmed = $this->subscriptions->confirm( (string) $subscription['id'] );
		if ( is_wp_error( $confirmed ) ) {
			return self::error_page( $confirmed );
		}
		return self::html(
			200,
			Page::render(
				__( 'Your subscription is confirmed', 'google-site-kit' ),
				array( $what, __( 'Every email has a link to unsubscribe.', 'google-site-kit' ) )
			)
		);
	}

	/**
	 * Sends an answer.
	 *
	 * @param array{status: int, type: string, body: string} $answer Answer.
	 */
	private static function emit( array $answer ): void {
		status_header( $answer['status'] );
		nocache_headers();
		header( 'Content-Type: ' . $answer['type'] . '; charset=utf-8' );
		header( 'X-Robots-Tag: noindex, nofollow' );
		// The token is in the URL: no page the visitor goes on to learns it.
		header( 'Referrer-Policy: no-referrer' );
		header( "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'" );
		echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Page::render() and text() escape or send plain text.
	}

	/**
	 * The page of a link that does not work.
	 *
	 * @param WP_Error $error Why.
	 * @return array{status: int, type: string, body: string}
	 */
	private static function error_page( WP_Error $error ): array {
		return self::html( self::status( $error ), Page::render( __( 'This link does not work', 'google-site-kit' ), array( $error->get_error_message(), __( 'Nothing was changed.', 'google-site-kit' ) ) ) );
	}

	/**
	 * An error's HTTP status.
	 *
	 * @param WP_Error $error Error.
	 */
	private static function status( WP_Error $error ): int {
		$data = $error->get_error_data();
		return is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
	}

	/**
	 * An HTML answer.
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Document.
	 * @return array{status: int, type: string, body: string}
	 */
	private static function html( int $status, string $body ): array {
		return array(
			'status' => $status,
			'type'   => 'text/html',
			'body'   => $body,
		);
	}

	/**
	 * A plain-text answer.
	 *
	 * @param int    $status HTTP status.
	 * @param string $text   Text.
	 * @return array{status: int, type: string, body: string}
	 */
	private static function text( int $status, string $text ): array {
		return array(
			'status' => $status,
			'type'   => 'text/plain',
			'body'   => $text . "\n",
		);
	}

	/**
	 * The request's method.
	 */
	private static function method(): string {
		return isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	}

	/**
	 * The token of the link (always in its query string, for GET and POST alike).
	 */
	private static function token(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The signed token is the proof.
		return isset( $_GET['token'] ) && is_string( $_GET['token'] ) ? sanitize_text_field( wp_unslash( $_GET['token'] ) ) : '';
	}
}
