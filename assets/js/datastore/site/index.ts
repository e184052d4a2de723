/**
 * The `core/site` store: the site's connection, reset, admin bar setting,
 * OAuth client, and what the boot data says about the site.
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

export const siteStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/site` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerSiteStore( registry: Registry ): void {
	registry.register( siteStore );
}

export * from './constants';
export type * from './types';
