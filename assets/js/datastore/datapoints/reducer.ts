/**
 * The state of `core/datapoints`: one entry per read, its value kept while it is read again.
 */

/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { DatapointsAction } from './actions';
import type { DatapointsState } from './types';

export const initialState: DatapointsState = { entries: {} };

export const reducer: Reducer< DatapointsState, DatapointsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'START_DATAPOINT_READ': {
			const entry = state.entries[ action.key ];
			return {
				entries: {
					...state.entries,
					[ action.key ]: {
						loaded: entry?.loaded ?? false,
						value: entry?.value,
						error: entry?.error ?? null,
						fetching: true,
						args: action.args,
					},
				},
			};
		}
		case 'RECEIVE_DATAPOINT': {
			const entry = state.entries[ action.key ];
			if ( ! entry ) {
				return state;
			}
			return {
				entries: {
					...state.entries,
					[ action.key ]: {
						...entry,
						loaded: true,
						value: action.value,
						error: null,
						fetching: false,
					},
				},
			};
		}
		case 'RECEIVE_DATAPOINT_ERROR': {
			const entry = state.entries[ action.key ];
			if ( ! entry ) {
				return state;
			}
			return {
				entries: {
					...state.entries,
					[ action.key ]: {
						...entry,
						loaded: true,
						error: action.error,
						fetching: false,
					},
				},
			};
		}
		default:
			return state;
	}
};

/* Selectors. */
