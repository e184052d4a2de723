/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import { errorsReducer } from '../shared/errors';
import type { UserAction } from './actions';
import type { UserInputSettings, UserState } from './types';

export const initialState: UserState = {
	authentication: undefined,
	permissions: undefined,
	trackingEnabled: undefined,
	isSavingTrackingEnabled: false,
	dismissedItems: undefined,
	dismissingItems: [],
	userInputSettings: undefined,
	savedUserInputSettings: undefined,
	isSavingUserInputSettings: false,
	permissionScopeError: null,
	isDisconnecting: false,
	dateRange: undefined,
	errors: {},
};

const EMPTY_SETTINGS: UserInputSettings = {
	purpose: { values: [], scope: 'site' },
	postFrequency: { values: [], scope: 'site' },
	goals: { values: [], scope: 'site' },
};

function mergeReceivedAnswers(
	edited: UserInputSettings | undefined,
	received: UserInputSettings,
	questions: readonly ( keyof UserInputSettings )[]
): UserInputSettings {
	if ( ! edited ) {
		return received;
	}
	const merged = { ...edited };
	for ( const question of questions ) {
		merged[ question ] = received[ question ];
	}
	return merged;
}

export const reducer: Reducer< UserState, UserAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_AUTHENTICATION':
			return { ...state, authentication: action.authentication };
		case 'RECEIVE_PERMISSIONS':
			return { ...state, permissions: action.permissions };
		case 'RECEIVE_DATE_RANGE':
			return { ...state, dateRange: action.range };
		case 'RECEIVE_TRACKING_ENABLED':
			return { ...state, trackingEnabled: action.enabled };
		case 'RECEIVE_DISMISSED_ITEMS':
			return { ...state, dismissedItems: action.items };
		case 'SET_DISMISSING_ITEM': {
			const others = state.dismissingItems.filter(
				( slug ) => slug !== action.slug
			);
			return {
				...state,
				dismissingItems: action.dismissing
					? [ ...others, action.slug ]
					: others,
			};
		}
		case 'RECEIVE_USER_INPUT_SETTINGS':
			return {
				...state,
				savedUserInputSettings: action.settings,
				userInputSettings: mergeReceivedAnswers(
					state.userInputSettings,
					action.settings,
					action.questions
				),
			};
		case 'SET_USER_INPUT_SETTING': {
			const current = state.userInputSettings ?? EMPTY_SETTINGS;
			return {
				...state,
				userInputSettings: {
					...current,
					[ action.question ]: {
						...current[ action.question ],
						values: action.values,
					},
				},
			};
		}
		case 'RESET_USER_INPUT_SETTINGS':
			return {
				...state,
				userInputSettings: state.savedUserInputSettings,
			};
		case 'SET_PERMISSION_SCOPE_ERROR':
			return { ...state, permissionScopeError: action.error };
		case 'CLEAR_PERMISSION_SCOPE_ERROR':
			return { ...state, permissionScopeError: null };
		case 'SET_FLAG':
			return { ...state, [ action.flag ]: action.value };
		default: {
			const errors = errorsReducer( state.errors, action );
			return errors === state.errors ? state : { ...state, errors };
		}
	}
};
