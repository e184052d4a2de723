/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import { errorsReducer } from '../shared/errors';
import type { EmailReportsAction } from './actions';
import type { EmailReportsState } from './types';

export const initialState: EmailReportsState = {
	own: undefined,
	site: undefined,
	isSavingOwn: false,
	isAddingRecipient: false,
	deleting: [],
	isSendingTest: false,
	errors: {},
};

export const reducer: Reducer< EmailReportsState, EmailReportsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'RECEIVE_OWN_EMAIL_REPORT':
			return { ...state, own: action.report };
		case 'RECEIVE_SITE_EMAIL_REPORTS':
			return { ...state, site: action.reports };
		case 'RECEIVE_EMAIL_SUBSCRIPTION':
			return state.site
				? {
						...state,
						site: {
							...state.site,
							subscriptions: [
								...state.site.subscriptions.filter(
									( item ) =>
										item.id !== action.subscription.id
								),
								action.subscription,
							],
						},
				  }
				: state;
		case 'REMOVE_EMAIL_SUBSCRIPTION':
			return state.site
				? {
						...state,
						site: {
							...state.site,
							subscriptions: state.site.subscriptions.filter(
								( item ) => item.id !== action.id
							),
						},
				  }
				: state;
		case 'SET_DELETING_EMAIL_SUBSCRIPTION':
			return {
				...state,
				deleting: action.value
					? [ ...state.deleting, action.id ]
					: state.deleting.filter( ( id ) => id !== action.id ),
			};
		case 'SET_EMAIL_REPORTS_FLAG':
			return { ...state, [ action.flag ]: action.value };
		default: {
			const errors = errorsReducer( state.errors, action );
			return errors === state.errors ? state : { ...state, errors };
		}
	}
};
