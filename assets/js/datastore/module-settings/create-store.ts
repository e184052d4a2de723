/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { createModuleSettingsActions } from './actions';
import { createInitialState, createModuleSettingsReducer } from './reducer';
import { createModuleSettingsResolvers } from './resolvers';
import { createModuleSettingsSelectors } from './selectors';
import type {
	ModuleSettings,
	ModuleSettingsOptions,
	ModuleSettingsState,
} from './types';

/**
 * Selectors a module adds to its store; they read the same state.
 */
export type ExtraSelectors< Settings extends ModuleSettings > = Record<
	string,
	( state: ModuleSettingsState< Settings >, ...args: never[] ) => unknown
>;

/**
 * Creates the `modules/<slug>` store of a module: getSettings, setSettings,
 * haveSettingsChanged, canSubmitChanges, isDoingSubmitChanges,
 * submitChanges, rollbackChanges, getValidationError and the error
 * selectors, plus the module's own selectors.
 *
 * @param slug              Module slug.
 * @param options           Options.
 * @param options.defaults  Every setting with its default.
 * @param options.validate  Why the settings cannot be saved, or null.
 * @param options.localKeys Settings never sent to the server.
 * @param options.selectors The module's own selectors.
 */
export function createModuleSettingsStore<
	Settings extends ModuleSettings,
	Extra extends ExtraSelectors< Settings > = Record< never, never >,
>(
	slug: string,
	{
		defaults,
		validate,
		localKeys,
		selectors,
	}: ModuleSettingsOptions< Settings > & { selectors?: Extra }
) {
	return createReduxStore( `modules/${ slug }`, {
		reducer: createModuleSettingsReducer< Settings >( defaults ),
		initialState: createInitialState< Settings >(),
		actions: createModuleSettingsActions< Settings >( slug, localKeys ),
		selectors: {
			...( selectors as Extra ),
			...createModuleSettingsSelectors< Settings >( validate ),
		},
		resolvers: createModuleSettingsResolvers< Settings >( slug ),
	} );
}
