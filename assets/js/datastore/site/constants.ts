export const STORE_NAME = 'core/site';

/** Site Kit's help pages; a page is chosen with `?doc=<slug>`. */
export const DOCUMENTATION_URL = 'https://sitekit.withgoogle.com/support/';

/**
 * Where a user manages the apps that can access their Google Account
 * (ARCHITECTURE §1: it stands in for the spec's "proxy permissions URL").
 */
export const GOOGLE_ACCOUNT_PERMISSIONS_URL =
	'https://myaccount.google.com/permissions';
