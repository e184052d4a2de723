/**
 * `modules/<slug>` settings stores: one typed helper, the same action and
 * selector names for every module.
 */

/**
 * Internal dependencies
 */
import type { Registry } from '../types';
import type { createModuleSettingsStore } from './create-store';
import type { ModuleSettings } from './types';
import { MODULE_STORES } from '../../modules/stores';

/**
 * Registers the settings store of every module.
 *
 * @param registry The plugin's registry.
 */
export function registerModuleSettingsStores( registry: Registry ): void {
	MODULE_STORES.forEach( ( store ) => registry.register( store ) );
}

type AnyModuleSettingsStore = ReturnType<
	typeof createModuleSettingsStore< ModuleSettings >
>;

const STORES_BY_SLUG: Record< string, AnyModuleSettingsStore > =
	Object.fromEntries(
		MODULE_STORES.map( ( store ) => [
			store.name.replace( /^modules\//, '' ),
			store as unknown as AnyModuleSettingsStore,
		] )
	);

/** The slugs of the modules that have a settings store. */
export const MODULE_SETTINGS_SLUGS = Object.keys( STORES_BY_SLUG );

/**
 * The settings store of a module, by slug (the settings screen works on any
 * module through the shared actions and selectors).
 *
 * @param slug Module slug.
 */
export function getModuleSettingsStore(
	slug: string
): AnyModuleSettingsStore | undefined {
	return STORES_BY_SLUG[ slug ];
}

export { createModuleSettingsStore, type ExtraSelectors } from './create-store';
export type {
	ModuleSettings,
	ModuleSettingsOptions,
	ModuleSettingsState,
} from './types';
