/**
 * The `core/datapoints` store: module datapoints a screen reads and writes
 * outside reports (setup and settings: account, property and stream lists,
 * verification), keyed by module, datapoint and params.
 *
 * Reads go through the API layer and its sessionStorage cache; a write is a
 * thunk that drops the reads it changes, so no component touches the cache.
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
import { initialState, reducer } from './reducer';
import { resolvers } from './resolvers';
import { selectors } from './selectors';

export const STORE_NAME = 'core/datapoints';

export const datapointsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/datapoints` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerDatapointsStore( registry: Registry ): void {
	registry.register( datapointsStore );
}

export { datapointKey } from './key';
export type * from './types';
export type { SetDatapointOptions } from './actions';
