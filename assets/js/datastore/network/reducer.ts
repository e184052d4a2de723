/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { NetworkAction } from './actions';
import type { NetworkState } from './types';

export const initialState: NetworkState = {
	pages: {},
	pageErrors: {},
	figures: {},
	figureErrors: {},
	fetchingFigures: {},
	resetting: {},
};

/**
 * A record without one key.
 *
 * @param record The record.
 * @param key    The key to drop.
 */
function without< Value >(
	record: Record< string | number, Value >,
	key: string | number
): Record< string | number, Value > {
	const { [ key ]: _dropped, ...rest } = record;
	return rest;
}

export const reducer: Reducer< NetworkState, NetworkAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_NETWORK_SITES':
			return {
				...state,
				pages: { ...state.pages, [ action.key ]: action.page },
			};
		case 'RECEIVE_NETWORK_SITES_ERROR':
			return {
				...state,
				pageErrors: action.error
					? { ...state.pageErrors, [ action.key ]: action.error }
					: without( state.pageErrors, action.key ),
			};
		case 'START_SITE_FIGURES':
			return {
				...state,
				fetchingFigures: {
					...state.fetchingFigures,
					[ action.siteID ]: true,
				},
				figureErrors: without( state.figureErrors, action.siteID ),
			};
		case 'RECEIVE_SITE_FIGURES':
			return {
				...state,
				figures: {
					...state.figures,
					[ action.siteID ]: action.figures,
				},
				fetchingFigures: without(
					state.fetchingFigures,
					action.siteID
				),
			};
		case 'RECEIVE_SITE_FIGURES_ERROR':
			return {
				...state,
				figureErrors: {
					...state.figureErrors,
					[ action.siteID ]: action.error,
				},
				fetchingFigures: without(
					state.fetchingFigures,
					action.siteID
				),
			};
		case 'SET_RESETTING_SITE':
			return {
				...state,
				resetting: action.resetting
					? { ...state.resetting, [ action.siteID ]: true }
					: without( state.resetting, action.siteID ),
			};
		case 'FORGET_NETWORK_SITES':
			// After a reset: every page and figure may have changed.
			return { ...initialState, resetting: state.resetting };
		default:
			return state;
	}
};
