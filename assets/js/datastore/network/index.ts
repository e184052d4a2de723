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
import type { Registry } from '../types';
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

const registered = new WeakSet< Registry >();

/**
 * Registers `core/network` on a registry, unless it is there already.
 *
 * @param registry The plugin's registry (or a test's).
 */
export function registerNetworkStore( registry: Registry ): void {
	if ( registered.has( registry ) ) {
		return;
	}
	registered.add( registry );
	registry.register( networkStore );
}

export * from './constants';
export { fullQuery, queryKey, queryParams } from './query';
export type * from './types';
