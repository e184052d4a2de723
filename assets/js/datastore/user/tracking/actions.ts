/**
 * Saving the user's usage-tracking choice.
 */

/**
 * Internal dependencies
 */
import { set } from '../../../api';
import type { APIError } from '../../../api/types';
import {
	clearError,
	receiveError,
	type ErrorAction,
} from '../../shared/errors';
import { request } from '../../shared/request';
import type { ActionResult, Thunk } from '../../types';
import type { TrackingResponse } from '../types';
import type * as selectors from './selectors';

export function receiveTrackingEnabled( enabled: boolean ) {
	return { type: 'RECEIVE_TRACKING_ENABLED' as const, enabled };
}

function setSavingTrackingEnabled( value: boolean ) {
	return { type: 'SET_SAVING_TRACKING_ENABLED' as const, value };
}

export type TrackingAction =
	| ReturnType<
			typeof receiveTrackingEnabled | typeof setSavingTrackingEnabled
	  >
	| ErrorAction;

/**
 * Saves the user's usage-tracking choice.
 *
 * @param enabled Whether tracking is on.
 */
export function setTrackingEnabled(
	enabled: boolean
): Thunk<
	TrackingAction,
	typeof selectors,
	ActionResult< TrackingResponse, APIError >
> {
	return async ( { dispatch } ) => {
		const args = [ enabled ];
		dispatch( clearError( 'setTrackingEnabled', args ) );
		dispatch( setSavingTrackingEnabled( true ) );
		const result = await request( () =>
			set< TrackingResponse >( 'core', 'user', 'tracking', { enabled } )
		);
		dispatch( setSavingTrackingEnabled( false ) );
		if ( result.error ) {
			dispatch(
				receiveError( result.error, 'setTrackingEnabled', args )
			);
		} else {
			dispatch( receiveTrackingEnabled( result.response.enabled ) );
		}
		return result;
	};
}

export const actions = { receiveTrackingEnabled, setTrackingEnabled };
