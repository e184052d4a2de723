/**
 * The `core/network` store: the network admin's overview of the sites (core/network/data/sites), each site's
 * figures read lazily (core/network/data/site-figures) and the reset of one site's connection
 * (core/network/data/reset-site).
 *
 * Only the network overview uses it, so it is not on the registry from the start: its entry registers it
 * (`registerNetworkStore( registry )`, once per registry).
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

export const networkStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/network` on a registry, unless it is there already.
 */
export const registerNetworkStore = registerOnce( networkStore );

export * from './constants';
export { fullQuery, queryKey, queryParams } from './query';
export type * from './types';
