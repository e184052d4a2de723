/**
 * The `core/widgets` store: dashboard widget areas and widgets per context.
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

export const widgetsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
} );

/**
 * Registers `core/widgets` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerWidgetsStore( registry: Registry ): void {
	registry.register( widgetsStore );
}

export * from './constants';
export type * from './types';
