/**
 * The `core/ui` store: key/value UI state shared across components.
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

export const uiStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
} );

/**
 * Registers `core/ui` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerUIStore( registry: Registry ): void {
	registry.register( uiStore );
}

export * from './constants';
export type * from './types';
