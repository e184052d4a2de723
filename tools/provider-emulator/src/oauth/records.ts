/**
 * The records the OAuth store (oauth/store.ts) keeps: registered clients, grants (what an account allowed a
 * client), authorization codes, access and refresh tokens, consents waiting for an answer, and what a state file
 * keeps of them.
 */
import type { CodeChallenge } from './pkce';

export interface OAuthClient {
	clientId: string;
	clientSecret: string;
	redirectUris: string[];
	/** The built-in demo client accepts any loopback redirect URI. */
	demo: boolean;
}

export interface Grant {
	clientId: string;
	accountId: string;
	scopes: Set< string >;
}

export interface AuthCode {
	clientId: string;
	redirectUri: string;
	accountId: string;
	scopes: string[];
	offline: boolean;
	nonce: string | null;
	/** The PKCE challenge of the authorize request; its exchange must send the matching verifier. */
	pkce: CodeChallenge | null;
	expiresAt: number;
	used: boolean;
}

export interface AccessToken {
	clientId: string;
	accountId: string;
	scopes: string[];
	expiresAt: number;
	offline: boolean;
}

export interface RefreshToken {
	clientId: string;
	accountId: string;
	scopes: string[];
}

/** An authorization request waiting for Allow / Deny on the consent page. */
export interface PendingConsent {
	clientId: string;
	redirectUri: string;
	state: string | null;
	scopes: string[];
	includeGrantedScopes: boolean;
	offline: boolean;
	nonce: string | null;
	pkce: CodeChallenge | null;
}

/** What a state file keeps of the OAuth store (plain JSON). */
export interface OAuthSnapshot {
	/** Registered clients (the demo client is built in and not saved). */
	clients: Array< Omit< OAuthClient, 'demo' > >;
	grants: Array< { clientId: string; accountId: string; scopes: string[] } >;
	accessTokens: Array< AccessToken & { token: string } >;
	refreshTokens: Array< RefreshToken & { token: string } >;
}
