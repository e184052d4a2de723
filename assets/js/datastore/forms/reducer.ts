/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { FormsAction } from './actions';
import type { FormsState } from './types';

export const initialState: FormsState = { forms: {} };

export const reducer: Reducer< FormsState, FormsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'SET_FORM_VALUES':
			return {
				...state,
				forms: {
					...state.forms,
					[ action.formName ]: {
						...state.forms[ action.formName ],
						...action.values,
					},
				},
			};
		case 'RESET_FORM': {
			const { [ action.formName ]: _removed, ...forms } = state.forms;
			return { ...state, forms };
		}
		default:
			return state;
	}
};
