/**
 * The `core/user` store: the signed-in user's Google connection, capabilities,
 * dismissed items, tracking choice and personalisation answers.
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

export const userStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/user` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerUserStore( registry: Registry ): void {
	registry.register( userStore );
}

export * from './constants';
export type * from './types';
