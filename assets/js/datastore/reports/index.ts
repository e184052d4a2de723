/**
 * The `core/reports` store: module report datapoints, read in batches.
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

export const reportsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/reports` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerReportsStore( registry: Registry ): void {
	registry.register( reportsStore );
}

export * from './constants';
export type * from './types';
