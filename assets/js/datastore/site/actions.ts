/**
 * Internal dependencies
 */
import { clearWebStorage, set } from '../../api';
import type { APIError } from '../../api/types';
import {
	clearError,
	errorActions,
	receiveError,
	type ErrorAction,
} from '../shared/errors';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import type * as siteSelectors from './selectors';
import type {
	AdminBarSettings,
	Connection,
	OAuthClient,
	OAuthClientCredentials,
	SiteInfo,
} from './types';

type SiteThunk< Result > = Thunk< SiteAction, typeof siteSelectors, Result >;

export function receiveSiteInfo( siteInfo: SiteInfo ) {
	return { type: 'RECEIVE_SITE_INFO' as const, siteInfo };
}

export function receiveConnection( connection: Connection ) {
	return { type: 'RECEIVE_CONNECTION' as const, connection };
}

export function receiveShowAdminBar( enabled: boolean ) {
	return { type: 'RECEIVE_SHOW_ADMIN_BAR' as const, enabled };
}

export function receiveOAuthClient( oauthClient: OAuthClient ) {
	return { type: 'RECEIVE_OAUTH_CLIENT' as const, oauthClient };
}

function setFlag(
	flag: 'isSavingShowAdminBar' | 'isSavingOAuthClient' | 'isResetting',
	value: boolean
) {
	return { type: 'SET_FLAG' as const, flag, value };
}

export type SiteAction =
	| ReturnType<
			| typeof receiveSiteInfo
			| typeof receiveConnection
			| typeof receiveShowAdminBar
			| typeof receiveOAuthClient
			| typeof setFlag
	  >
	| ErrorAction;

/**
 * Resets the plugin (every setting, token and answer on the server), then
 * clears Site Kit's keys from sessionStorage and localStorage.
 */
export function reset(): SiteThunk< ActionResult< unknown, APIError > > {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'reset' ) );
		dispatch( setFlag( 'isResetting', true ) );
		const result = await request( () =>
			set< unknown >( 'core', 'site', 'reset' )
		);
		dispatch( setFlag( 'isResetting', false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'reset' ) );
			return result;
		}
		clearWebStorage();
		return result;
	};
}

/**
 * Saves whether the admin bar shows Site Kit's stats item.
 *
 * @param enabled Whether it shows.
 */
export function setShowAdminBar(
	enabled: boolean
): SiteThunk< ActionResult< AdminBarSettings, APIError > > {
	return async ( { dispatch } ) => {
		const args = [ enabled ];
		dispatch( clearError( 'setShowAdminBar', args ) );
		dispatch( setFlag( 'isSavingShowAdminBar', true ) );
		const result = await request( () =>
			set< AdminBarSettings >( 'core', 'site', 'admin-bar-settings', {
				enabled,
			} )
		);
		dispatch( setFlag( 'isSavingShowAdminBar', false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'setShowAdminBar', args ) );
		} else {
			dispatch( receiveShowAdminBar( result.response.enabled ) );
		}
		return result;
	};
}

/**
 * Saves the site's own OAuth client (from the splash screen form).
 *
 * @param credentials              The client.
 * @param credentials.clientID     Client ID.
 * @param credentials.clientSecret Client secret.
 */
export function saveOAuthClient( {
	clientID,
	clientSecret,
}: OAuthClientCredentials ): SiteThunk<
	ActionResult< OAuthClient, APIError >
> {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'saveOAuthClient' ) );
		dispatch( setFlag( 'isSavingOAuthClient', true ) );
		const result = await request( () =>
			set< OAuthClient >( 'core', 'site', 'oauth-client', {
				clientID,
				clientSecret,
			} )
		);
		dispatch( setFlag( 'isSavingOAuthClient', false ) );
		if ( result.error ) {
			// Not keyed by the arguments: they hold the secret.
			dispatch( receiveError( result.error, 'saveOAuthClient' ) );
		} else {
			dispatch( receiveOAuthClient( result.response ) );
		}
		return result;
	};
}

export const actions = {
	...errorActions,
	receiveSiteInfo,
	receiveConnection,
	receiveShowAdminBar,
	receiveOAuthClient,
	reset,
	setShowAdminBar,
	saveOAuthClient,
};
