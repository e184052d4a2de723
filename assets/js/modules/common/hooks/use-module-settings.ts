/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { APIError } from '../../../api/types';
import type { createModuleSettingsStore } from '../../../datastore/module-settings';

type SettingsStore< Settings extends object > = ReturnType<
	typeof createModuleSettingsStore< Settings >
>;

export interface ModuleSettingsView< Settings > {
	/** The settings as edited; undefined while they load. */
	settings: Settings | undefined;
	/** Why the settings could not be read. */
	loadError: APIError | null;
	/** Why the settings cannot be saved as they stand, null when they can. */
	validationError: string | null | undefined;
	haveSettingsChanged: boolean | undefined;
	isSaving: boolean;
	/** Why the last save failed. */
	saveError: APIError | null;
}

/**
 * A module's settings from its `modules/<slug>` store, with their load,
 * validation and save state.
 *
 * @param store The module's settings store descriptor.
 */
export function useModuleSettings< Settings extends object >(
	store: SettingsStore< Settings >
): ModuleSettingsView< Settings > {
	return useSelect(
		( select ) => {
			const selectors = select( store );
			return {
				settings: selectors.getSettings(),
				loadError: selectors.getErrorForSelector( 'getSettings' ),
				validationError: selectors.getValidationError(),
				haveSettingsChanged: selectors.haveSettingsChanged(),
				isSaving: selectors.isDoingSubmitChanges(),
				saveError: selectors.getErrorForAction( 'submitChanges' ),
			};
		},
		[ store ]
	);
}

/**
 * The actions of a module's settings store (setSettings, submitChanges, …).
 *
 * @param store The module's settings store descriptor.
 */
export function useModuleSettingsActions< Settings extends object >(
	store: SettingsStore< Settings >
) {
	return useDispatch( store );
}
