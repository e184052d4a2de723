/**
 * `modules/<slug>` settings stores: one typed helper, the same action and
 * selector names for every module.
 */

/**
 * Internal dependencies
 */
import type { AnyStore, Registry } from '../types';
import type { createModuleSettingsStore } from './create-store';
import type { ModuleSettings } from './types';

type AnyModuleSettingsStore = ReturnType<
	typeof createModuleSettingsStore< ModuleSettings >
>;

/** A module's settings store, as `modules/stores.ts` lists them. */
export type ModuleSettingsStore = AnyStore & { name: string };

/** The stores received from above, in the module list's order. */
let stores: readonly ModuleSettingsStore[] = [];

/**
 * The slugs of the modules that have a settings store (filled by `setModuleSettingsStores`, in place, so that a
 * reader holding the array sees them).
 */
export const MODULE_SETTINGS_SLUGS: string[] = [];

/**
 * Receives every module's settings store from above (`modules/setup.ts`, when a screen starts): this layer does not
 * import the module list.
 *
 * @param received The module list's stores.
 */
export function setModuleSettingsStores(
	received: readonly ModuleSettingsStore[]
): void {
	stores = received;
	MODULE_SETTINGS_SLUGS.splice(
		0,
		MODULE_SETTINGS_SLUGS.length,
		...received.map( ( store ) => store.name.replace( /^modules\//, '' ) )
	);
}

/**
 * Registers the settings store of every module received.
 *
 * @param registry The plugin's registry.
 */
export function registerModuleSettingsStores( registry: Registry ): void {
	stores.forEach( ( store ) => registry.register( store ) );
}

/**
 * The settings store of a module, by slug (the settings screen works on any
 * module through the shared actions and selectors).
 *
 * @param slug Module slug.
 */
export function getModuleSettingsStore(
	slug: string
): AnyModuleSettingsStore | undefined {
	return stores.find( ( store ) => store.name === `modules/${ slug }` ) as
		| AnyModuleSettingsStore
		| undefined;
}

export { createModuleSettingsStore, type ExtraSelectors } from './create-store';
export type {
	ModuleSettings,
	ModuleSettingsOptions,
	ModuleSettingsState,
} from './types';
