/**
 * The personalisation answers in the state of `core/user`: as edited and as
 * the server last returned them.
 */

/**
 * Internal dependencies
 */
import type { UserInputSettings, UserState } from '../types';
import type { UserInputAction } from './actions';

export const initialState: Partial< UserState > = {
	userInputSettings: undefined,
	savedUserInputSettings: undefined,
	isSavingUserInputSettings: false,
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

export function reducer(
	state: UserState,
	action: UserInputAction
): UserState {
	switch ( action.type ) {
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
		case 'SET_SAVING_USER_INPUT_SETTINGS':
			return { ...state, isSavingUserInputSettings: action.value };
		default:
			return state;
	}
}
