/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import { errorsReducer } from '../shared/errors';
import type { SiteAction } from './actions';
import type { SiteState } from './types';

export const initialState: SiteState = {
	siteInfo: undefined,
	connection: undefined,
	showAdminBar: undefined,
	isSavingShowAdminBar: false,
	oauthClient: undefined,
	isSavingOAuthClient: false,
	isResetting: false,
	errors: {},
};

export const reducer: Reducer< SiteState, SiteAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_SITE_INFO':
			return { ...state, siteInfo: action.siteInfo };
		case 'RECEIVE_CONNECTION':
			return { ...state, connection: action.connection };
		case 'RECEIVE_SHOW_ADMIN_BAR':
			return { ...state, showAdminBar: action.enabled };
		case 'RECEIVE_OAUTH_CLIENT':
			return { ...state, oauthClient: action.oauthClient };
		case 'SET_FLAG':
			return { ...state, [ action.flag ]: action.value };
		default: {
			const errors = errorsReducer( state.errors, action );
			return errors === state.errors ? state : { ...state, errors };
		}
	}
};
