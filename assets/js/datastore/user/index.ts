/**
 * The `core/user` store: the signed-in user's Google connection, capabilities,
 * dismissed items, tracking choice, personalisation answers and report range,
 * one partial store per concern (each folder: actions, reducer, resolvers,
 * selectors), combined here.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { combineStores } from '../shared/combine-stores';
import type { Registry } from '../types';
import { STORE_NAME } from './constants';
import * as authentication from './authentication';
import * as dateRange from './date-range';
import * as dismissedItems from './dismissed-items';
import * as permissions from './permissions';
import * as tracking from './tracking';
import * as userInput from './user-input';

const store = combineStores(
	authentication.part,
	permissions.part,
	dismissedItems.part,
	tracking.part,
	userInput.part,
	dateRange.part
);

export const userStore = createReduxStore( STORE_NAME, store );

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
