/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { KeyMetricsAction } from './actions';
import type { KeyMetricsState } from './types';

export const initialState: KeyMetricsState = {
	settings: undefined,
	isSaving: false,
	error: undefined,
};

export const reducer: Reducer< KeyMetricsState, KeyMetricsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_KEY_METRICS_SETTINGS':
			return { ...state, settings: action.settings };
		case 'RECEIVE_KEY_METRICS_ERROR':
			return { ...state, error: action.error };
		case 'SET_SAVING_KEY_METRICS':
			return { ...state, isSaving: action.isSaving };
		default:
			return state;
	}
};
