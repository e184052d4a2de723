/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { ReportsAction } from './actions';
import type { ReportsState } from './types';

export const initialState: ReportsState = { reports: {}, errors: {} };

export const reducer: Reducer< ReportsState, ReportsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_REPORT': {
			const { [ action.key ]: _cleared, ...errors } = state.errors;
			return {
				reports: { ...state.reports, [ action.key ]: action.entry },
				errors,
			};
		}
		case 'RECEIVE_REPORT_ERROR':
			return {
				...state,
				errors: { ...state.errors, [ action.key ]: action.error },
			};
		case 'FORGET_REPORT': {
			const { [ action.key ]: _report, ...reports } = state.reports;
			const { [ action.key ]: _error, ...errors } = state.errors;
			return { reports, errors };
		}
		case 'FORGET_ALL_REPORTS':
			return initialState;
		default:
			return state;
	}
};
