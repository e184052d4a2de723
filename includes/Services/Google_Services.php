<?php
/**
 * Trait Google_Services
 *
 * @package Google\Site_Kit\Services
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Services;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Authentication\OAuth_Client;
use Google\Site_Kit\Core\Authentication\Pkce;
use Google\Site_Kit\Core\Authentication\Sign_In;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Provider\Endpoints;
use Google\Site_Kit\Core\Storage\Encryption;

/**
 * Part of Plugin, one file per group of services: the services that talk to Google for a user: their tokens and
 * sign-in, the OAuth client, the site's credentials and the API client.
 * Each is built once, on first use, through Plugin::service().
 */
trait Google_Services {

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
		return $this->service( Authentication::class, fn() => new Authentication( $this->oauth_client(), $this->token_store() ) );
	}

	/**
	 * The sign-in round trip with Google (connect redirect and OAuth callback).
	 */
	public function sign_in(): Sign_In {
		return $this->service( Sign_In::class, fn() => new Sign_In( $this->context, $this->oauth_client(), $this->token_store(), $this->pkce(), $this->authentication() ) );
	}

	/**
	 * Connection state.
	 */
	public function connection(): Connection {
		return $this->service( Connection::class, fn() => new Connection( $this->credentials(), $this->token_store() ) );
	}

	/**
	 * Google API client.
	 */
	public function client(): Client {
		return $this->service( Client::class, fn() => new Client( $this->endpoints(), $this->authentication() ) );
	}
}
