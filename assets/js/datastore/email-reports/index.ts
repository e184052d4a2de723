/**
 * The `core/email-reports` store: the user's own email report subscription (core/user/data/email-report) and, for
 * admins, every subscription with the sending's health (core/site/data/email-reports).
 *
 * It is not on the registry from the start: the dashboards load it with the "Get this by email" dialog, a chunk of
 * its own (the entries' size budget), so whatever shows it calls `registerEmailReportsStore( registry )` first (once
 * per registry; components use `useEmailReportsStore()` of components/EmailReports).
 */

/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { registerOnce } from '../shared/register-once';
import { actions } from './actions';
import { STORE_NAME } from './constants';
import { initialState, reducer } from './reducer';
import { resolvers } from './resolvers';
import * as selectors from './selectors';

export const emailReportsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/email-reports` on a registry, unless it is there already.
 */
export const registerEmailReportsStore = registerOnce( emailReportsStore );

export * from './constants';
export type * from './types';
