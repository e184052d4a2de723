/**
 * OAuth state: registered clients, grants (what an account allowed a client), authorization codes and
 * tokens. Everything is in memory; the control endpoint's reset empties it. With a state file
 * (src/state-file.ts) clients, grants and tokens are saved and restored; pending consents and codes are not.
 */
import { randomBytes } from 'node:crypto';
import type {
	AccessToken,
	AuthCode,
	Grant,
	OAuthClient,
	OAuthSnapshot,
	PendingConsent,
	RefreshToken,
} from './records';

export const DEMO_CLIENT_ID = 'sitekit-demo-client.apps.googleusercontent.com';
export const DEMO_CLIENT_SECRET = 'sitekit-demo-secret';
/** Authorization codes are single-use and live this long. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;

function token( prefix: string, bytes = 32 ): string {
	return prefix + randomBytes( bytes ).toString( 'base64url' );
}

export function grantKey( clientId: string, accountId: string ): string {
	return `${ clientId }|${ accountId }`;
}

export class OAuthStore {
	readonly clients = new Map< string, OAuthClient >();
	readonly grants = new Map< string, Grant >();
	readonly codes = new Map< string, AuthCode >();
	readonly accessTokens = new Map< string, AccessToken >();
	readonly refreshTokens = new Map< string, RefreshToken >();
	readonly pending = new Map< string, PendingConsent >();

	constructor() {
		this.reset();
	}

	reset(): void {
		this.clients.clear();
		this.grants.clear();
		this.codes.clear();
		this.accessTokens.clear();
		this.refreshTokens.clear();
		this.pending.clear();
		this.clients.set( DEMO_CLIENT_ID, {
			clientId: DEMO_CLIENT_ID,
			clientSecret: DEMO_CLIENT_SECRET,
			redirectUris: [],
			demo: true,
		} );
	}

	/**
	 * The persistent part of the store; access tokens expired at `now` are left out (they answer like unknown ones).
	 * @param now
	 */
	snapshot( now: number ): OAuthSnapshot {
		return {
			clients: [ ...this.clients.values() ]
				.filter( ( c ) => ! c.demo )
				.map( ( c ) => ( {
					clientId: c.clientId,
					clientSecret: c.clientSecret,
					redirectUris: [ ...c.redirectUris ],
				} ) ),
			grants: [ ...this.grants.values() ].map( ( g ) => ( {
				clientId: g.clientId,
				accountId: g.accountId,
				scopes: [ ...g.scopes ],
			} ) ),
			accessTokens: [ ...this.accessTokens ]
				.filter( ( [ , data ] ) => data.expiresAt > now )
				.map( ( [ value, data ] ) => ( {
					token: value,
					clientId: data.clientId,
					accountId: data.accountId,
					scopes: [ ...data.scopes ],
					expiresAt: data.expiresAt,
					offline: data.offline,
				} ) ),
			refreshTokens: [ ...this.refreshTokens ].map(
				( [ value, data ] ) => ( {
					token: value,
					clientId: data.clientId,
					accountId: data.accountId,
					scopes: [ ...data.scopes ],
				} )
			),
		};
	}

	/**
	 * Replaces the store's content with a snapshot (pending consents and codes start empty).
	 * @param snapshot
	 */
	restore( snapshot: OAuthSnapshot ): void {
		this.reset();
		for ( const c of snapshot.clients ) {
			if ( c.clientId !== DEMO_CLIENT_ID ) {
				this.registerClient( c.clientId, c.clientSecret, [
					...c.redirectUris,
				] );
			}
		}
		for ( const g of snapshot.grants ) {
			this.grants.set( grantKey( g.clientId, g.accountId ), {
				clientId: g.clientId,
				accountId: g.accountId,
				scopes: new Set( g.scopes ),
			} );
		}
		for ( const { token: value, ...data } of snapshot.accessTokens ) {
			this.accessTokens.set( value, {
				...data,
				scopes: [ ...data.scopes ],
			} );
		}
		for ( const { token: value, ...data } of snapshot.refreshTokens ) {
			this.refreshTokens.set( value, {
				...data,
				scopes: [ ...data.scopes ],
			} );
		}
	}

	registerClient(
		clientId: string,
		clientSecret: string,
		redirectUris: string[]
	): OAuthClient {
		const client = { clientId, clientSecret, redirectUris, demo: false };
		this.clients.set( clientId, client );
		return client;
	}

	/**
	 * Google matches redirect URIs exactly; the demo client allows any http(s) loopback URI.
	 * @param client
	 * @param redirectUri
	 */
	redirectAllowed( client: OAuthClient, redirectUri: string ): boolean {
		if ( ! client.demo ) {
			return client.redirectUris.includes( redirectUri );
		}
		try {
			const url = new URL( redirectUri );
			return (
				( url.protocol === 'http:' || url.protocol === 'https:' ) &&
				[ '127.0.0.1', 'localhost', '[::1]' ].includes( url.hostname )
			);
		} catch {
			return false;
		}
	}

	addPending( consent: PendingConsent ): string {
		const id = token( '', 18 );
		this.pending.set( id, consent );
		return id;
	}

	/**
	 * Records what the account allowed and returns the scopes the new tokens carry.
	 * @param clientId
	 * @param accountId
	 * @param requested
	 * @param includeGranted
	 */
	grant(
		clientId: string,
		accountId: string,
		requested: string[],
		includeGranted: boolean
	): string[] {
		const key = grantKey( clientId, accountId );
		const grant = this.grants.get( key ) ?? {
			clientId,
			accountId,
			scopes: new Set< string >(),
		};
		const scopes = includeGranted
			? [ ...new Set( [ ...grant.scopes, ...requested ] ) ]
			: requested;
		requested.forEach( ( s ) => grant.scopes.add( s ) );
		this.grants.set( key, grant );
		return scopes;
	}

	issueCode( code: Omit< AuthCode, 'used' > ): string {
		const value = token( '4/0A', 36 );
		this.codes.set( value, { ...code, used: false } );
		return value;
	}

	issueAccessToken( data: AccessToken ): string {
		const value = token( 'ya29.a0', 48 );
		this.accessTokens.set( value, data );
		return value;
	}

	issueRefreshToken( data: RefreshToken ): string {
		const value = token( '1//0g', 48 );
		this.refreshTokens.set( value, data );
		return value;
	}

	/**
	 * Revokes a grant with every token issued under it (what Google does when any of them is revoked).
	 * @param clientId
	 * @param accountId
	 */
	revokeGrant( clientId: string, accountId: string ): void {
		this.grants.delete( grantKey( clientId, accountId ) );
		for ( const map of [ this.accessTokens, this.refreshTokens ] as Array<
			Map< string, { clientId: string; accountId: string } >
		> ) {
			for ( const [ value, data ] of map ) {
				if (
					data.clientId === clientId &&
					data.accountId === accountId
				) {
					map.delete( value );
				}
			}
		}
	}

	/**
	 * Revokes every grant of an account (optionally only for one client); returns how many.
	 * @param accountId
	 * @param clientId
	 */
	revokeAccount( accountId: string, clientId?: string ): number {
		const keys = [ ...this.grants.values() ].filter(
			( g ) =>
				g.accountId === accountId &&
				( ! clientId || g.clientId === clientId )
		);
		const tokensOnly = [ ...this.refreshTokens.values() ].filter(
			( t ) =>
				t.accountId === accountId &&
				( ! clientId || t.clientId === clientId )
		);
		const pairs = new Set(
			[ ...keys, ...tokensOnly ].map( ( g ) =>
				grantKey( g.clientId, g.accountId )
			)
		);
		for ( const pair of pairs ) {
			const [ client, account ] = pair.split( '|' );
			this.revokeGrant( client, account );
		}
		return pairs.size;
	}
}
