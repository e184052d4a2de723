/**
 * Hands the module lists to the layers below that may not import them: the registry gets every module's settings
 * store, the batcher (`api/batch.ts`) the datapoints the modules never let the browser cache and the modules whose
 * provider is slow. Each screen's entry runs it once, through `entries/setup.ts` (tests: `tests/js/setup.ts`).
 */

/**
 * Internal dependencies
 */
import { configureBatcher } from '../api/batch-modules';
import {
	registerModuleSettingsStores,
	setModuleSettingsStores,
} from '../datastore/module-settings';
import type { Registry } from '../datastore/types';
import { MODULE_READS } from './reads';
import { MODULE_STORES } from './stores';

/**
 * Gives the registry its module settings stores and the batcher its module facts.
 *
 * @param registry The registry the screen uses (registries made later get the stores too).
 */
export function setUpModules( registry: Registry ): void {
	setModuleSettingsStores( MODULE_STORES );
	registerModuleSettingsStores( registry );
	configureBatcher( MODULE_READS );
}
