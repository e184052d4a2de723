/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { UIAction } from './actions';
import type { UIState } from './types';

export const initialState: UIState = { values: {} };

export const reducer: Reducer< UIState, UIAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'SET_VALUES':
			return { ...state, values: { ...state.values, ...action.values } };
		case 'RESET_VALUES':
			return initialState;
		default:
			return state;
	}
};
