/**
 * The user's usage-tracking choice.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';

export function isTrackingEnabled( state: UserState ): boolean | undefined {
	return state.trackingEnabled;
}

export function isSavingTrackingEnabled( state: UserState ): boolean {
	return state.isSavingTrackingEnabled;
}
