/**
 * Internal dependencies
 */
import { errorSelectors } from '../shared/errors';
import { isEqual } from '../shared/utils';
import type {
	ModuleSettings,
	ModuleSettingsOptions,
	ModuleSettingsState,
} from './types';

/**
 * The selectors of a module's settings store.
 *
 * @param validate The module's validation, if it has one.
 */
export function createModuleSettingsSelectors<
	Settings extends ModuleSettings,
>( validate: ModuleSettingsOptions< Settings >[ 'validate' ] ) {
	type State = ModuleSettingsState< Settings >;

	/**
	 * The settings as edited (the saved ones until something is set).
	 *
	 * @param state Store state.
	 */
	function getSettings( state: State ): Settings | undefined {
		return state.settings;
	}

	function getSavedSettings( state: State ): Settings | undefined {
		return state.savedSettings;
	}

	function haveSettingsChanged( state: State ): boolean | undefined {
		if ( ! state.settings ) {
			return undefined;
		}
		return ! isEqual( state.settings, state.savedSettings );
	}

	/**
	 * Why the settings cannot be saved as they stand, null when they can.
	 *
	 * @param state Store state.
	 */
	function getValidationError( state: State ): string | null | undefined {
		if ( ! state.settings ) {
			return undefined;
		}
		return validate ? validate( state.settings ) : null;
	}

	/**
	 * Whether submitChanges() would send the settings: they have loaded,
	 * are valid and no submit is in flight.
	 *
	 * @param state Store state.
	 */
	function canSubmitChanges( state: State ): boolean {
		return (
			!! state.settings &&
			! state.isDoingSubmitChanges &&
			getValidationError( state ) === null
		);
	}

	function isDoingSubmitChanges( state: State ): boolean {
		return state.isDoingSubmitChanges;
	}

	return {
		...errorSelectors,
		getSettings,
		getSavedSettings,
		haveSettingsChanged,
		getValidationError,
		canSubmitChanges,
		isDoingSubmitChanges,
	};
}

export type ModuleSettingsSelectors< Settings extends ModuleSettings > =
	ReturnType< typeof createModuleSettingsSelectors< Settings > >;
