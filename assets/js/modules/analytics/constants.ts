export { PROPERTY_CREATE } from './store';

/** The stream choice that creates a web data stream for the home URL on submit. */
export const WEBDATASTREAM_CREATE = 'webdatastream_create';

/** Where a user without a Google Analytics account creates one. */
export const CREATE_ACCOUNT_URL =
	'https://analytics.google.com/analytics/web/#/provision/create';

/** Scope that lets Site Kit create properties and streams. */
export const EDIT_SCOPE = 'https://www.googleapis.com/auth/analytics.edit';
