/**
 * Internal dependencies
 */
import type { ErrorMap } from '../shared/errors';

/**
 * GET core/site/data/connection.
 */
export interface Connection {
	connected: boolean;
	resettable: boolean;
	setupCompleted: boolean;
	hasConnectedAdmins: boolean;
	ownerID: number;
	hasMultipleAdmins: boolean;
}

/**
 * GET/POST core/site/data/admin-bar-settings.
 */
export interface AdminBarSettings {
	enabled: boolean;
}

/**
 * GET/POST core/site/data/oauth-client (the secret is never returned).
 */
export interface OAuthClient {
	clientID: string;
	hasSecret: boolean;
	source: 'constant' | 'option' | 'network' | '';
	redirectURI: string;
}

export interface OAuthClientCredentials {
	clientID: string;
	clientSecret: string;
}

/**
 * What the page's boot data says about the site.
 */
export interface SiteInfo {
	adminURL: string;
	homeURL: string;
	siteName: string;
	connectURL: string;
	currentEntityURL: string | null;
	currentEntityTitle: string | null;
	proxyPermissionsURL: string;
	setupErrorCode: string | null;
	setupErrorMessage: string | null;
	setupErrorRedoURL: string | null;
}

export interface SiteState {
	siteInfo?: SiteInfo;
	connection?: Connection;
	showAdminBar?: boolean;
	isSavingShowAdminBar: boolean;
	oauthClient?: OAuthClient;
	isSavingOAuthClient: boolean;
	isResetting: boolean;
	errors: ErrorMap;
}
