/**
 * The `core/key-metrics` store: the key-metric tiles the user picked for the
 * Key metrics section (core/user/data/key-metrics).
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

export const keyMetricsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/key-metrics` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerKeyMetricsStore( registry: Registry ): void {
	registry.register( keyMetricsStore );
}

export * from './constants';
export type * from './types';
