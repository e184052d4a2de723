/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import { errorsReducer } from '../shared/errors';
import type { ModulesAction } from './actions';
import type { ModuleSharingSettings, ModulesState } from './types';

export const initialState: ModulesState = {
	modules: undefined,
	changingActivation: [],
	sharingSettings: undefined,
	savedSharingSettings: undefined,
	sharingOwnership: undefined,
	isSavingSharingSettings: false,
	errors: {},
};

const NOT_SHARED: ModuleSharingSettings = {
	sharedRoles: [],
	management: 'owner',
};

function editSharing(
	state: ModulesState,
	slug: string,
	change: Partial< ModuleSharingSettings >
): ModulesState {
	const settings = state.sharingSettings ?? {};
	return {
		...state,
		sharingSettings: {
			...settings,
			[ slug ]: { ...( settings[ slug ] ?? NOT_SHARED ), ...change },
		},
	};
}

export const reducer: Reducer< ModulesState, ModulesAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_MODULES':
			return { ...state, modules: action.modules };
		case 'SET_CHANGING_ACTIVATION': {
			const others = state.changingActivation.filter(
				( slug ) => slug !== action.slug
			);
			return {
				...state,
				changingActivation: action.changing
					? [ ...others, action.slug ]
					: others,
			};
		}
		case 'RECEIVE_SHARING_SETTINGS':
			return {
				...state,
				sharingSettings: action.settings,
				savedSharingSettings: action.settings,
				sharingOwnership: action.ownership ?? state.sharingOwnership,
			};
		case 'SET_SHARED_ROLES':
			return editSharing( state, action.slug, {
				sharedRoles: action.roles,
			} );
		case 'SET_SHARING_MANAGEMENT':
			return editSharing( state, action.slug, {
				management: action.management,
			} );
		case 'ROLLBACK_SHARING_SETTINGS':
			return { ...state, sharingSettings: state.savedSharingSettings };
		case 'SET_SAVING_SHARING_SETTINGS':
			return { ...state, isSavingSharingSettings: action.isSaving };
		default: {
			const errors = errorsReducer( state.errors, action );
			return errors === state.errors ? state : { ...state, errors };
		}
	}
};
