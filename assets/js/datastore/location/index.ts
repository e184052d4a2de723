/**
 * The `core/location` store: leaving the page, and whether that is under way.
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
import * as selectors from './selectors';

export const locationStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
} );

/**
 * Registers `core/location` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerLocationStore( registry: Registry ): void {
	registry.register( locationStore );
}

export { setAssignLocation } from './actions';
export * from './constants';
export type * from './types';
