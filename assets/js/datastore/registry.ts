/**
 * The plugin's own registry, with every core and module settings store on it.
 */

/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Registry } from './types';
import { registerUserStore } from './user';
import { registerSiteStore } from './site';
import { registerModulesStore } from './modules';
import { registerModuleSettingsStores } from './module-settings';
import { registerUIStore } from './ui';
import { registerFormsStore } from './forms';
import { registerLocationStore } from './location';
import { registerReportsStore } from './reports';
import { registerDatapointsStore } from './datapoints';
import { registerWidgetsStore } from './widgets';
import { registerKeyMetricsStore } from './key-metrics';

/**
 * A new registry with every store registered.
 */
function createSiteKitRegistry(): Registry {
	// @wordpress/data types the registry loosely; Registry is its typed face.
	const newRegistry = createRegistry( {} ) as unknown as Registry;
	registerUserStore( newRegistry );
	registerSiteStore( newRegistry );
	registerModulesStore( newRegistry );
	registerModuleSettingsStores( newRegistry );
	registerUIStore( newRegistry );
	registerFormsStore( newRegistry );
	registerLocationStore( newRegistry );
	registerReportsStore( newRegistry );
	registerDatapointsStore( newRegistry );
	registerWidgetsStore( newRegistry );
	registerKeyMetricsStore( newRegistry );
	return newRegistry;
}

/**
 * The registry every screen of the plugin uses.
 */
export const registry = createSiteKitRegistry();

/**
 * A fresh registry with every store, for tests: no state leaks between them.
 */
export function createTestRegistry(): Registry {
	return createSiteKitRegistry();
}
