/**
 * Internal dependencies
 */
import { get } from '../../api';
import { getBaseData } from '../../api/base-data';
import { GOOGLE_ACCOUNT_PERMISSIONS_URL } from './constants';
import { clearError, receiveError } from '../shared/errors';
import { request } from '../shared/request';
import type { Thunk } from '../types';
import {
	receiveConnection,
	receiveOAuthClient,
	receiveShowAdminBar,
	receiveSiteInfo,
	type SiteAction,
} from './actions';
import type * as siteSelectors from './selectors';
import type { AdminBarSettings, Connection, OAuthClient } from './types';

type SiteResolver = Thunk< SiteAction, typeof siteSelectors >;

const NO_CACHE = { useCache: false };

function getSiteInfo(): SiteResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getSiteInfo() !== undefined ) {
			return;
		}
		const data = getBaseData();
		dispatch(
			receiveSiteInfo( {
				adminURL: data.adminURL,
				homeURL: data.homeURL,
				siteName: data.siteName,
				connectURL: data.connectURL,
				currentEntityURL: data.permaLink || null,
				currentEntityTitle: data.currentEntityTitle || null,
				proxyPermissionsURL:
					data.proxyPermissionsURL || GOOGLE_ACCOUNT_PERMISSIONS_URL,
				setupErrorCode: data.setupErrorCode || null,
				setupErrorMessage: data.setupErrorMessage || null,
				setupErrorRedoURL: data.setupErrorRedoURL || null,
			} )
		);
	};
}

function getConnection(): SiteResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getConnection() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< Connection >( 'core', 'site', 'connection', {}, NO_CACHE )
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getConnection' ) );
			return;
		}
		dispatch( clearError( 'getConnection' ) );
		dispatch( receiveConnection( result.response ) );
	};
}

function getShowAdminBar(): SiteResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getShowAdminBar() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< AdminBarSettings >(
				'core',
				'site',
				'admin-bar-settings',
				{},
				NO_CACHE
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getShowAdminBar' ) );
			return;
		}
		dispatch( clearError( 'getShowAdminBar' ) );
		dispatch( receiveShowAdminBar( result.response.enabled ) );
	};
}

function getOAuthClient(): SiteResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getOAuthClient() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< OAuthClient >( 'core', 'site', 'oauth-client', {}, NO_CACHE )
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getOAuthClient' ) );
			return;
		}
		dispatch( clearError( 'getOAuthClient' ) );
		dispatch( receiveOAuthClient( result.response ) );
	};
}

function viaSiteInfo(): SiteResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getSiteInfo();
	};
}

function viaConnection(): SiteResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getConnection();
	};
}

export const resolvers = {
	getSiteInfo,
	getAdminURL: viaSiteInfo,
	getHomeURL: viaSiteInfo,
	getSiteName: viaSiteInfo,
	getCurrentEntityURL: viaSiteInfo,
	getCurrentEntityTitle: viaSiteInfo,
	getConnectURL: viaSiteInfo,
	getProxyPermissionsURL: viaSiteInfo,
	getSetupErrorCode: viaSiteInfo,
	getSetupErrorMessage: viaSiteInfo,
	getSetupErrorRedoURL: viaSiteInfo,
	getConnection,
	isConnected: viaConnection,
	isResettable: viaConnection,
	isSetupCompleted: viaConnection,
	hasConnectedAdmins: viaConnection,
	hasMultipleAdmins: viaConnection,
	getOwnerID: viaConnection,
	getShowAdminBar,
	getOAuthClient,
};
