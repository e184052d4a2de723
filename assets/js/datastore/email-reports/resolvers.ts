/**
 * The own subscription and the admin list are each read once, past the cache (they change from other tabs and by
 * the mail links).
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../shared/fetch-resolver';
import {
	receiveOwnEmailReport,
	receiveSiteEmailReports,
	type EmailReportsAction,
} from './actions';
import type * as selectors from './selectors';
import type { OwnEmailReport, SiteEmailReports } from './types';

const { fetch, via } = stateResolvers< EmailReportsAction, typeof selectors >();

export const resolvers = {
	getOwnEmailReport: fetch( {
		selector: 'getOwnEmailReport',
		datapoint: [ 'core', 'user', 'email-report' ],
		loaded: ( select ) => select.getOwnEmailReport(),
		receive: ( response: OwnEmailReport ) =>
			receiveOwnEmailReport( response ),
	} ),
	getSiteEmailReports: fetch( {
		selector: 'getSiteEmailReports',
		datapoint: [ 'core', 'site', 'email-reports' ],
		loaded: ( select ) => select.getSiteEmailReports(),
		receive: ( response: SiteEmailReports ) =>
			receiveSiteEmailReports( response ),
	} ),
	getEmailSubscriptions: via( 'getSiteEmailReports' ),
	getEmailReportsHealth: via( 'getSiteEmailReports' ),
};
