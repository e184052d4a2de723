/**
 * The part of the `modules/analytics` store the key metric tiles read and write: the property's event-scoped
 * custom dimensions (and creating the missing ones), and whether it has seen lead or purchase events. This file:
 * its state, reducer and selectors; its requests (actions, resolvers): `key-metrics-requests.ts`.
 */

/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import {
	getErrorForAction,
	type clearError,
	type receiveError,
	StateWithErrors,
} from '../../datastore/shared/errors';
import { POST_PARAMETERS } from './custom-dimensions';

/** Whether the GA4 property has seen lead events (generate_lead, submit_lead_form, contact) or purchases lately. */
export interface DetectedEvents {
	leads: boolean;
	purchases: boolean;
}

export interface KeyMetricsDataState extends StateWithErrors {
	/** Parameter names of the property's event-scoped custom dimensions; undefined until loaded. */
	customDimensions?: string[];
	detectedEvents?: DetectedEvents;
	isCreatingCustomDimensions: boolean;
}

export const keyMetricsInitialState = {
	customDimensions: undefined,
	detectedEvents: undefined,
	isCreatingCustomDimensions: false,
};

export type KeyMetricsDataAction =
	| { type: 'RECEIVE_CUSTOM_DIMENSIONS'; customDimensions: string[] }
	| { type: 'RECEIVE_DETECTED_EVENTS'; detectedEvents: DetectedEvents }
	| { type: 'SET_IS_CREATING_CUSTOM_DIMENSIONS'; isCreating: boolean }
	| ReturnType< typeof receiveError | typeof clearError >;

/**
 * Handles this part's actions, leaving the rest of the state as it is.
 *
 * @param state       Store state.
 * @param action      Action.
 * @param action.type Its type.
 */
export function keyMetricsDataReducer< State extends KeyMetricsDataState >(
	state: State,
	action: { type: string }
): State {
	const own = action as KeyMetricsDataAction;
	switch ( own.type ) {
		case 'RECEIVE_CUSTOM_DIMENSIONS':
			return { ...state, customDimensions: own.customDimensions };
		case 'RECEIVE_DETECTED_EVENTS':
			return { ...state, detectedEvents: own.detectedEvents };
		case 'SET_IS_CREATING_CUSTOM_DIMENSIONS':
			return { ...state, isCreatingCustomDimensions: own.isCreating };
		default:
			return state;
	}
}

// Selectors.

/**
 * Parameter names of the property's event-scoped custom dimensions; undefined while loading (or after an error:
 * see getErrorForSelector( 'getCustomDimensions' )).
 *
 * @param state Store state.
 */
export function getCustomDimensions(
	state: KeyMetricsDataState
): string[] | undefined {
	return state.customDimensions;
}

/**
 * Whether the property has an event-scoped custom dimension for every parameter; undefined while loading.
 *
 * @param state          Store state.
 * @param parameterNames Parameter names, e.g. `googlesitekit_post_author`.
 */
export function hasCustomDimensions(
	state: KeyMetricsDataState,
	parameterNames: readonly string[] = POST_PARAMETERS
): boolean | undefined {
	const names = state.customDimensions;
	return names === undefined
		? undefined
		: parameterNames.every( ( name ) => names.includes( name ) );
}

/**
 * Whether createCustomDimensions() is waiting for the server.
 *
 * @param state Store state.
 */
export function isCreatingCustomDimensions(
	state: KeyMetricsDataState
): boolean {
	return state.isCreatingCustomDimensions;
}

/**
 * Why the last createCustomDimensions() failed, null when it did not (or none ran).
 *
 * @param state Store state.
 */
export function getCreateCustomDimensionsError(
	state: KeyMetricsDataState
): APIError | null {
	return getErrorForAction( state, 'createCustomDimensions' );
}

/**
 * Whether the property has seen lead or purchase events in the last 90 days; undefined while loading (or after an
 * error: see getErrorForSelector( 'getDetectedEvents' )).
 *
 * @param state Store state.
 */
export function getDetectedEvents(
	state: KeyMetricsDataState
): DetectedEvents | undefined {
	return state.detectedEvents;
}

export const keyMetricsDataSelectors = {
	getCustomDimensions,
	hasCustomDimensions,
	isCreatingCustomDimensions,
	getCreateCustomDimensionsError,
	getDetectedEvents,
};
