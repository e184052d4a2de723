/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import { errorsReducer } from '../shared/errors';
import type { ModuleSettingsAction } from './actions';
import type { ModuleSettings, ModuleSettingsState } from './types';

export function createInitialState<
	Settings extends ModuleSettings,
>(): ModuleSettingsState< Settings > {
	return {
		settings: undefined,
		savedSettings: undefined,
		isDoingSubmitChanges: false,
		errors: {},
	};
}

/**
 * The reducer of a module's settings store.
 *
 * @param defaults Every setting with its default.
 */
export function createModuleSettingsReducer< Settings extends ModuleSettings >(
	defaults: Settings
): Reducer<
	ModuleSettingsState< Settings >,
	ModuleSettingsAction< Settings >
> {
	return ( state = createInitialState< Settings >(), action ) => {
		switch ( action.type ) {
			case 'RECEIVE_SETTINGS': {
				const settings = { ...defaults, ...action.settings };
				return { ...state, settings, savedSettings: settings };
			}
			case 'SET_SETTINGS':
				return {
					...state,
					settings: {
						...defaults,
						...state.settings,
						...action.settings,
					},
				};
			case 'ROLLBACK_CHANGES':
				return { ...state, settings: state.savedSettings };
			case 'SET_IS_DOING_SUBMIT_CHANGES':
				return { ...state, isDoingSubmitChanges: action.isDoing };
			default: {
				const errors = errorsReducer( state.errors, action );
				return errors === state.errors ? state : { ...state, errors };
			}
		}
	};
}
