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

const STORES_BY_SLUG: Record< string, AnyModuleSettingsStore > = {};

/**
 * The slugs of the modules that have a settings store (filled by `setModuleSettingsStores`, in place, so that a
 * reader holding the array sees them).
 */
export const MODULE_SETTINGS_SLUGS: string[] = [];

/**
 * Receives every module's settings store from above (`modules/setup.ts`, when a screen starts): this layer does not
 * import the module list.
 *
 * @param stores The module list's stores.
 */
export function setModuleSettingsStores(
	stores: readonly ModuleSettingsStore[]
): void {
	MODULE_SETTINGS_SLUGS.length = 0;
	Object.keys( STORES_BY_SLUG ).forEach(
		( slug ) => delete STORES_BY_SLUG[ slug ]
	);
	stores.forEach( ( store ) => {
		const slug = store.name.replace( /^modules\//, '' );
		STORES_BY_SLUG[ slug ] = store as unknown as AnyModuleSettingsStore;
		MODULE_SETTINGS_SLUGS.push( slug );
	} );
}

/**
 * Registers the settings store of every module received.
 *
 * @param registry The plugin's registry.
 */
export function registerModuleSettingsStores( registry: Registry ): void {
	MODULE_SETTINGS_SLUGS.forEach( ( slug ) =>
		registry.register( STORES_BY_SLUG[ slug ] )
	);
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
	return STORES_BY_SLUG[ slug ];
}

export { createModuleSettingsStore, type ExtraSelectors } from './create-store';
export type {
	ModuleSettings,
	ModuleSettingsOptions,
	ModuleSettingsState,
} from './types';
