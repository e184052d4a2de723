/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { GOOGLE_ACCOUNT_PERMISSIONS_URL } from './constants';
import { stateResolvers } from '../shared/fetch-resolver';
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

// The site's facts come with the page (boot data); the other reads are state datapoints.
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

const { fetch, via } = stateResolvers< SiteAction, typeof siteSelectors >();

export const resolvers = {
	getSiteInfo,
	getAdminURL: via( 'getSiteInfo' ),
	getHomeURL: via( 'getSiteInfo' ),
	getSiteName: via( 'getSiteInfo' ),
	getCurrentEntityURL: via( 'getSiteInfo' ),
	getCurrentEntityTitle: via( 'getSiteInfo' ),
	getConnectURL: via( 'getSiteInfo' ),
	getProxyPermissionsURL: via( 'getSiteInfo' ),
	getSetupErrorCode: via( 'getSiteInfo' ),
	getSetupErrorMessage: via( 'getSiteInfo' ),
	getSetupErrorRedoURL: via( 'getSiteInfo' ),
	getConnection: fetch( {
		selector: 'getConnection',
		datapoint: [ 'core', 'site', 'connection' ],
		loaded: ( select ) => select.getConnection(),
		receive: ( connection: Connection ) => receiveConnection( connection ),
	} ),
	isConnected: via( 'getConnection' ),
	isResettable: via( 'getConnection' ),
	isSetupCompleted: via( 'getConnection' ),
	hasConnectedAdmins: via( 'getConnection' ),
	hasMultipleAdmins: via( 'getConnection' ),
	getOwnerID: via( 'getConnection' ),
	getShowAdminBar: fetch( {
		selector: 'getShowAdminBar',
		datapoint: [ 'core', 'site', 'admin-bar-settings' ],
		loaded: ( select ) => select.getShowAdminBar(),
		receive: ( settings: AdminBarSettings ) =>
			receiveShowAdminBar( settings.enabled ),
	} ),
	getOAuthClient: fetch( {
		selector: 'getOAuthClient',
		datapoint: [ 'core', 'site', 'oauth-client' ],
		loaded: ( select ) => select.getOAuthClient(),
		receive: ( client: OAuthClient ) => receiveOAuthClient( client ),
	} ),
};
