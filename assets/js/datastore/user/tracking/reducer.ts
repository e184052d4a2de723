/**
 * The usage-tracking choice in the state of `core/user`.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';
import type { TrackingAction } from './actions';

export const initialState: Partial< UserState > = {
	trackingEnabled: undefined,
	isSavingTrackingEnabled: false,
};

export function reducer( state: UserState, action: TrackingAction ): UserState {
	switch ( action.type ) {
		case 'RECEIVE_TRACKING_ENABLED':
			return { ...state, trackingEnabled: action.enabled };
		case 'SET_SAVING_TRACKING_ENABLED':
			return { ...state, isSavingTrackingEnabled: action.value };
		default:
			return state;
	}
}
