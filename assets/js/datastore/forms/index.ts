/**
 * The `core/forms` store: values of forms, by form name.
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

export const formsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
} );

/**
 * Registers `core/forms` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerFormsStore( registry: Registry ): void {
	registry.register( formsStore );
}

export * from './constants';
export type * from './types';
