/**
 * A site connected to Google the way an admin would connect it: the demo
 * client, a real consent with every module's scope, and the modules' settings
 * pointing at the demo account's Search Console property, GA4 property and
 * AdSense account.
 */
import type { Page } from 'playwright-core';

import { saveDemoClient, signInWithGoogle } from './google';
import { BASE_URL, pageURL, wpEval } from './site';

export const ANALYTICS_PROPERTY = '300000001';
export const ADSENSE_ACCOUNT = 'pub-1357924680135792';

export const MODULE_SCOPES = [
	'https://www.googleapis.com/auth/analytics.readonly',
	'https://www.googleapis.com/auth/adsense.readonly',
];

/**
 * Connects the site and every module for the logged-in admin.
 *
 * @param page A page logged in to wp-admin as the admin.
 */
export async function connectAllModules( page: Page ): Promise< void > {
	saveDemoClient();
	wpEval( `
		update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense', 'pagespeed-insights' ) );
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => '${ BASE_URL }/', 'ownerID' => 1 ) );
		update_option( 'googlesitekit_analytics_settings', array( 'accountID' => '100000001', 'propertyID' => '${ ANALYTICS_PROPERTY }', 'webDataStreamID' => '', 'measurementID' => 'G-DEMO', 'useSnippet' => false, 'ownerID' => 1 ) );
		update_option( 'googlesitekit_adsense_settings', array( 'accountID' => '${ ADSENSE_ACCOUNT }', 'clientID' => 'ca-${ ADSENSE_ACCOUNT }', 'useSnippet' => false, 'ownerID' => 1 ) );
	` );
	await signInWithGoogle( page, {
		redirect: pageURL( 'dashboard' ),
		additional: MODULE_SCOPES,
	} );
}
