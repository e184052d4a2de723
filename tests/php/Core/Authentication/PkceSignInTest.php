<?php
/**
 * Class PkceSignInTest
 *
 * @package Google\Site_Kit\Tests\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Authentication;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Pkce;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;
use WP_Session_Tokens;

/**
 * The sign-in with PKCE, as a browser goes through it on the served test site: the connect link, the emulator's
 * consent screen (which checks the verifier as Google does), the callback. A code is only exchanged with the
 * verifier of its own attempt, which stays on the server and serves once.
 */
final class PkceSignInTest extends TestCase {

	private int $admin_id;

	/**
	 * The browser's cookies (its own login session).
	 *
	 * @var array<string, string>
	 */
	private array $cookies;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->assertTrue( $this->plugin()->credentials()->save( 'sitekit-demo-client.apps.googleusercontent.com', 'sitekit-demo-secret' ) );
		$this->admin_id = $this->login_as( 'administrator' )->ID;

		$expiration = time() + HOUR_IN_SECONDS;
		$token      = WP_Session_Tokens::get_instance( $this->admin_id )->create( $expiration );
		$logged_in  = wp_generate_auth_cookie( $this->admin_id, $expiration, 'logged_in', $token );
		// The connect link's nonce is bound to the login session: the same one as the browser's.
		$_COOKIE[ LOGGED_IN_COOKIE ] = $logged_in;
		$this->cookies               = array(
			AUTH_COOKIE      => wp_generate_auth_cookie( $this->admin_id, $expiration, 'auth', $token ),
			LOGGED_IN_COOKIE => $logged_in,
		);
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	public function test_the_consent_url_carries_the_s256_challenge_of_the_verifier_the_exchange_sends(): void {
		$consent_url = $this->connect();
		parse_str( (string) wp_parse_url( $consent_url, PHP_URL_QUERY ), $query );
		$this->assertSame( 'S256', $query['code_challenge_method'] ?? null );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{43}$/', $query['code_challenge'] ?? '', 'base64url of 32 bytes, no padding' );
		$this->assertArrayNotHasKey( 'code_verifier', $query );

		$verifier = $this->stored_verifier();
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9\-._~]{43,128}$/', $verifier, 'RFC 7636 §4.1' );
		$this->assertSame( rtrim( strtr( base64_encode( hash( 'sha256', $verifier, true ) ), '+/', '-_' ), '=' ), $query['code_challenge'] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- The challenge, computed here on its own.
		$this->assertNotSame( $verifier, $query['code_challenge'] );

		// The verifier stays on the server: not in the consent URL, the pages, the REST API or the database in clear.
		$this->assertStringNotContainsString( $verifier, $consent_url );
		$this->assertStringNotContainsString( $verifier, wp_remote_retrieve_body( $this->open( admin_url( 'admin.php?page=googlesitekit-splash' ) ) ) );
		$this->assertStringNotContainsString( $verifier, (string) wp_json_encode( rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/core/user/data/authentication' ) )->get_data() ) );
		$this->assertStringNotContainsString( $verifier, (string) wp_json_encode( get_user_meta( $this->admin_id ) ) );

		// Google (the emulator) received the challenge, and answers the exchange only for the matching verifier.
		$redirect = Emulator::consent( $consent_url );
		$this->assertSame( $query['state'], $redirect['state'] ?? null );
		$authorize = Emulator::requests( '/accounts.google.com/o/oauth2/v2/auth' );
		$this->assertSame( $query['code_challenge'], end( $authorize )['query']['code_challenge'] ?? null );
		$this->assertSame( 'S256', end( $authorize )['query']['code_challenge_method'] ?? null );

		$location = $this->come_back( $redirect );
		$this->assertStringContainsString( 'page=googlesitekit-dashboard', $location );
		$this->assertSame( array( 200 ), array_column( Emulator::requests( '/oauth2.googleapis.com/token' ), 'status' ), 'one code exchange, accepted' );
		$this->fresh_user_meta();
		$this->assertTrue( $this->plugin()->authentication()->is_authenticated( $this->admin_id ) );
		$this->assertFalse( get_user_option( Pkce::OPTION, $this->admin_id ), 'the used verifier is forgotten' );
	}

	public function test_a_code_exchanged_with_another_verifier_is_refused_and_the_user_stays_signed_out(): void {
		$consent_url = $this->connect();
		parse_str( (string) wp_parse_url( $consent_url, PHP_URL_QUERY ), $query );
		$original = $this->stored_verifier();
		// Another verifier for the same user and state: the code's challenge no longer matches it.
		$this->plugin()->pkce()->start( $this->admin_id, $query['state'], 600 );
		$this->assertNotSame( $original, $this->stored_verifier() );

		$location = $this->come_back( Emulator::consent( $consent_url ) );

		$this->assertStringContainsString( 'page=googlesitekit-splash', $location );
		$token_calls = Emulator::requests( '/oauth2.googleapis.com/token' );
		$this->assertSame( array( 400 ), array_column( $token_calls, 'status' ), 'Google refused the exchange' );
		$this->assert_signed_out();
		$this->assertSame(
			array(
				'code'    => 'invalid_grant',
				'message' => 'Invalid code verifier.',
			),
			$this->plugin()->authentication()->setup_error( $this->admin_id )
		);
		$this->assertStringContainsString( 'Invalid code verifier.', wp_remote_retrieve_body( $this->open( admin_url( 'admin.php?page=googlesitekit-splash' ) ) ), 'the splash screen says why' );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function lost_verifiers(): array {
		return array(
			'missing' => array( 'missing' ),
			'expired' => array( 'expired' ),
		);
	}

	/**
	 * @dataProvider lost_verifiers
	 *
	 * @param string $how How the verifier was lost.
	 */
	public function test_a_callback_without_its_verifier_fails_on_the_splash_screen_without_asking_google( string $how ): void {
		$consent_url = $this->connect();
		parse_str( (string) wp_parse_url( $consent_url, PHP_URL_QUERY ), $query );
		if ( 'missing' === $how ) {
			delete_user_option( $this->admin_id, Pkce::OPTION );
		} else {
			update_user_option(
				$this->admin_id,
				Pkce::OPTION,
				$this->plugin()->encryption()->encrypt_array(
					array(
						'state'    => hash( 'sha256', $query['state'] ),
						'verifier' => $this->stored_verifier(),
						'expires'  => time() - 1,
					)
				)
			);
		}

		$location = $this->come_back( Emulator::consent( $consent_url ) );

		$this->assertStringContainsString( 'page=googlesitekit-splash', $location );
		$this->assertSame( array(), Emulator::requests( '/oauth2.googleapis.com/token' ), 'no exchange without the verifier' );
		$this->assert_signed_out();
		$error = $this->plugin()->authentication()->setup_error( $this->admin_id );
		$this->assertSame( 'missing_code_verifier', $error['code'] ?? null );
		$this->assertStringContainsString( 'Please sign in again.', $error['message'] );
		$splash = wp_remote_retrieve_body( $this->open( admin_url( 'admin.php?page=googlesitekit-splash' ) ) );
		$this->assertStringContainsString( 'missing_code_verifier', $splash );
		$this->assertStringContainsString( 'This sign-in could not be verified', $splash );
	}

	public function test_the_verifier_serves_one_exchange_only(): void {
		$consent_url = $this->connect();
		$state       = get_user_option( Token_Store::STATE, $this->admin_id );
		$redirect    = Emulator::consent( $consent_url );
		$this->assertStringContainsString( 'page=googlesitekit-dashboard', $this->come_back( $redirect ) );
		$this->fresh_user_meta();
		$tokens = $this->plugin()->token_store()->tokens( $this->admin_id );
		$this->assertNotNull( $tokens );

		// The same callback again with the state still valid (its line in an access log, say): the verifier is gone.
		update_user_option( $this->admin_id, Token_Store::STATE, $state );
		$location = $this->come_back( $redirect );

		$this->assertStringContainsString( 'page=googlesitekit-splash', $location );
		$this->assertCount( 1, Emulator::requests( '/oauth2.googleapis.com/token' ), 'the code was not offered again' );
		$this->fresh_user_meta();
		$this->assertSame( 'missing_code_verifier', $this->plugin()->authentication()->setup_error( $this->admin_id )['code'] ?? null );
		$this->assertSame( $tokens, $this->plugin()->token_store()->tokens( $this->admin_id ), 'the earlier sign-in is untouched' );
	}

	public function test_a_verifier_is_taken_once_and_only_with_its_own_state(): void {
		$pkce      = $this->plugin()->pkce();
		$challenge = $pkce->start( $this->admin_id, 'state-a', 600 );
		$verifier  = $pkce->take( $this->admin_id, 'state-a' );
		$this->assertIsString( $verifier );
		$this->assertSame( Pkce::challenge( $verifier ), $challenge );
		$this->assertNull( $pkce->take( $this->admin_id, 'state-a' ), 'single use' );

		$pkce->start( $this->admin_id, 'state-b', 600 );
		$this->assertNull( $pkce->take( $this->admin_id, 'state-c' ), 'another attempt’s state' );
		$this->assertNull( $pkce->take( $this->admin_id, 'state-b' ), 'a wrong state used it up' );

		$other = $this->login_as( 'administrator' )->ID;
		$pkce->start( $this->admin_id, 'state-d', 600 );
		$this->assertNull( $pkce->take( $other, 'state-d' ), 'another user' );
		$this->assertIsString( $pkce->take( $this->admin_id, 'state-d' ) );

		$this->assertNotSame( $pkce->start( $this->admin_id, 'state-e', 600 ), $pkce->start( $this->admin_id, 'state-e', 600 ), 'a new verifier per attempt' );
		// RFC 7636 Appendix B.
		$this->assertSame( 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', Pkce::challenge( 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' ) );
	}

	/**
	 * Follows the connect link as the browser: returns Google's (the emulator's) consent URL it redirects to.
	 */
	private function connect(): string {
		$response = $this->open( $this->plugin()->authentication()->connect_url() );
		$this->assertSame( 302, wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
		$location = (string) wp_remote_retrieve_header( $response, 'location' );
		$this->assertStringStartsWith( Emulator::url() . '/accounts.google.com/o/oauth2/v2/auth?', $location );
		$this->fresh_user_meta();
		return $location;
	}

	/**
	 * Opens the callback Google redirected to; returns where the site sends the browser next.
	 *
	 * @param array<string, string> $redirect The redirect's query (code, state).
	 */
	private function come_back( array $redirect ): string {
		$response = $this->open( add_query_arg( array_map( 'rawurlencode', array_merge( array( 'oauth2callback' => '1' ), $redirect ) ), admin_url( 'index.php' ) ) );
		$this->assertSame( 302, wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
		$this->fresh_user_meta();
		return (string) wp_remote_retrieve_header( $response, 'location' );
	}

	/**
	 * A GET on the served site with the browser's cookies, redirects not followed.
	 *
	 * @param string $url URL.
	 * @return array<string, mixed>
	 */
	private function open( string $url ): array {
		$response = wp_remote_get(
			$url,
			array(
				'redirection' => 0,
				'timeout'     => 30,
				'cookies'     => $this->cookies,
			)
		);
		$this->assertNotWPError( $response );
		return $response;
	}

	/**
	 * The verifier the site keeps for the pending attempt.
	 */
	private function stored_verifier(): string {
		$this->fresh_user_meta();
		$stored = $this->plugin()->encryption()->decrypt_array( get_user_option( Pkce::OPTION, $this->admin_id ) );
		$this->assertIsArray( $stored, 'a verifier is kept for the attempt' );
		return (string) $stored['verifier'];
	}

	/**
	 * The user has no Google sign-in and the site no owner.
	 */
	private function assert_signed_out(): void {
		$this->fresh_user_meta();
		$this->assertNull( $this->plugin()->token_store()->tokens( $this->admin_id ) );
		$this->assertFalse( $this->plugin()->authentication()->is_authenticated( $this->admin_id ) );
		$this->assertSame( 0, $this->plugin()->authentication()->owner_id() );
		$this->assertSame( array(), $this->plugin()->token_store()->authenticated_user_ids() );
	}

	/**
	 * Forgets this process's copy of the user's meta: the served site changed it.
	 */
	private function fresh_user_meta(): void {
		wp_cache_delete( $this->admin_id, 'user_meta' );
		wp_cache_delete( Authentication::OWNER_OPTION, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
	}
}
