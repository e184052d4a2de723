/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { errorSelectors } from '../shared/errors';
import { DOCUMENTATION_URL } from './constants';
import type { Connection, OAuthClient, SiteInfo, SiteState } from './types';

export const { getErrorForSelector, getErrorForAction, getErrors } =
	errorSelectors;

// Site information from the page's boot data (undefined until read).

export function getSiteInfo( state: SiteState ): SiteInfo | undefined {
	return state.siteInfo;
}

/**
 * A wp-admin URL: the admin root, or `admin.php?page=<page>` with extra query args.
 *
 * @param state Store state.
 * @param page  Admin page slug, e.g. `googlesitekit-dashboard`.
 * @param args  More query args.
 */
export function getAdminURL(
	state: SiteState,
	page?: string,
	args: Record< string, string | number | boolean > = {}
): string | undefined {
	const adminURL = state.siteInfo?.adminURL;
	if ( adminURL === undefined || page === undefined ) {
		return adminURL;
	}
	const base = adminURL.replace( /\/?$/, '/' ) + 'admin.php';
	return addQueryArgs( base, { page, ...args } );
}

export function getHomeURL( state: SiteState ): string | undefined {
	return state.siteInfo?.homeURL;
}

export function getSiteName( state: SiteState ): string | undefined {
	return state.siteInfo?.siteName;
}

/**
 * The URL of the page the entity dashboard shows, null on other screens.
 *
 * @param state Store state.
 */
export function getCurrentEntityURL(
	state: SiteState
): string | null | undefined {
	return state.siteInfo?.currentEntityURL;
}

export function getCurrentEntityTitle(
	state: SiteState
): string | null | undefined {
	return state.siteInfo?.currentEntityTitle;
}

/**
 * The URL that starts the Google sign-in, asking for more scopes and coming
 * back to `redirectURL` when given.
 *
 * @param state                    Store state.
 * @param options                  Options.
 * @param options.additionalScopes Scopes to ask for on top of the required ones.
 * @param options.redirectURL      Where to come back to afterwards.
 */
export function getConnectURL(
	state: SiteState,
	{
		additionalScopes = [],
		redirectURL,
	}: { additionalScopes?: string[]; redirectURL?: string } = {}
): string | undefined {
	const connectURL = state.siteInfo?.connectURL;
	if ( ! connectURL ) {
		return undefined;
	}
	const query = additionalScopes.map(
		( scope ) => `additional_scopes[]=${ encodeURIComponent( scope ) }`
	);
	if ( redirectURL ) {
		query.push( `redirect=${ encodeURIComponent( redirectURL ) }` );
	}
	if ( ! query.length ) {
		return connectURL;
	}
	const separator = connectURL.includes( '?' ) ? '&' : '?';
	return connectURL + separator + query.join( '&' );
}

/**
 * The help page about a topic.
 *
 * @param _state Store state (unused: the URL is fixed).
 * @param slug   Topic slug.
 */
export function getDocumentationLinkURL(
	_state: SiteState,
	slug: string
): string {
	return addQueryArgs( DOCUMENTATION_URL, { doc: slug } );
}

/**
 * Where the user manages which apps reach their Google Account (the user
 * menu's "Manage Sites"; ARCHITECTURE §1: there is no proxy).
 *
 * @param state Store state.
 */
export function getProxyPermissionsURL( state: SiteState ): string | undefined {
	return state.siteInfo?.proxyPermissionsURL;
}

export function getSetupErrorCode(
	state: SiteState
): string | null | undefined {
	return state.siteInfo?.setupErrorCode;
}

export function getSetupErrorMessage(
	state: SiteState
): string | null | undefined {
	return state.siteInfo?.setupErrorMessage;
}

export function getSetupErrorRedoURL(
	state: SiteState
): string | null | undefined {
	return state.siteInfo?.setupErrorRedoURL;
}

// Connection.

export function getConnection( state: SiteState ): Connection | undefined {
	return state.connection;
}

export function isConnected( state: SiteState ): boolean | undefined {
	return state.connection?.connected;
}

export function isResettable( state: SiteState ): boolean | undefined {
	return state.connection?.resettable;
}

export function isSetupCompleted( state: SiteState ): boolean | undefined {
	return state.connection?.setupCompleted;
}

export function hasConnectedAdmins( state: SiteState ): boolean | undefined {
	return state.connection?.hasConnectedAdmins;
}

export function hasMultipleAdmins( state: SiteState ): boolean | undefined {
	return state.connection?.hasMultipleAdmins;
}

export function getOwnerID( state: SiteState ): number | undefined {
	return state.connection?.ownerID;
}

export function isResetting( state: SiteState ): boolean {
	return state.isResetting;
}

// Admin bar setting.

export function getShowAdminBar( state: SiteState ): boolean | undefined {
	return state.showAdminBar;
}

export function isSavingShowAdminBar( state: SiteState ): boolean {
	return state.isSavingShowAdminBar;
}

// OAuth client.

export function getOAuthClient( state: SiteState ): OAuthClient | undefined {
	return state.oauthClient;
}

export function isSavingOAuthClient( state: SiteState ): boolean {
	return state.isSavingOAuthClient;
}
