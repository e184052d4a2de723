/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { WidgetsAction } from './actions';
import type { WidgetsState } from './types';

export const initialState: WidgetsState = { areas: {}, widgets: {} };

export const reducer: Reducer< WidgetsState, WidgetsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'REGISTER_WIDGET_AREA':
			return {
				...state,
				areas: { ...state.areas, [ action.area.slug ]: action.area },
			};
		case 'REGISTER_WIDGET':
			return {
				...state,
				widgets: {
					...state.widgets,
					[ action.widget.slug ]: action.widget,
				},
			};
		default:
			return state;
	}
};
