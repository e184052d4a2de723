/**
 * The `core/modules` store: the module list, activation and dashboard sharing.
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

export const modulesStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/modules` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerModulesStore( registry: Registry ): void {
	registry.register( modulesStore );
}

export * from './constants';
export type * from './types';
