/**
 * The requests of the key-metrics part of the `modules/analytics` store (`key-metrics-data.ts`): creating the
 * missing custom dimensions (through the permissions modal when analytics.edit is missing, resumed after consent),
 * reading them again, and the resolvers of the dimensions and the detected lead and purchase events.
 */

/**
 * Internal dependencies
 */
import { get, invalidateCache, isPermissionScopeError, set } from '../../api';
import { getBatched } from '../../api/batch';
import type { APIError } from '../../api/types';
import { clearError, receiveError } from '../../datastore/shared/errors';
import { request } from '../../datastore/shared/request';
import type { ActionResult, Thunk } from '../../datastore/types';
import { userStore } from '../../datastore/user';
import {
	POST_PARAMETERS,
	savePendingCreation,
	takePendingCreation,
	type PostParameter,
} from './custom-dimensions';
import type {
	DetectedEvents,
	KeyMetricsDataAction,
	keyMetricsDataSelectors,
} from './key-metrics-data';

type Selectors = typeof keyMetricsDataSelectors;
type DataThunk< Result = void > = Thunk<
	KeyMetricsDataAction,
	Selectors,
	Result
>;

export interface CreateCustomDimensionsOptions {
	/** Where Google sends the user back after granting analytics.edit (default: this page at #key-metrics). */
	redirectURL?: string;
	/** The creation resumed after the consent screen: a missing permission now is an error, not a new trip. */
	resumed?: boolean;
}

function keyMetricsURL(): string {
	const { href, hash } = window.location;
	return href.slice( 0, href.length - hash.length ) + '#key-metrics';
}

// Actions.

/**
 * Creates the custom dimensions the property lacks among these parameters (both by default). When the user's
 * token lacks analytics.edit, raises the permissions modal and keeps the creation pending: it carries on by itself
 * when the user is back (see the getCustomDimensions resolver). Resolves with the property's event-scoped
 * dimensions afterwards, or the error.
 *
 * @param parameterNames The parameters.
 * @param options        Options.
 */
export function createCustomDimensions(
	parameterNames: readonly PostParameter[] = POST_PARAMETERS,
	options: CreateCustomDimensionsOptions = {}
): DataThunk< ActionResult< string[], APIError > > {
	return async ( { dispatch, registry } ) => {
		dispatch( clearError( 'createCustomDimensions' ) );
		dispatch( {
			type: 'SET_IS_CREATING_CUSTOM_DIMENSIONS',
			isCreating: true,
		} );
		const result = await request( () =>
			set< string[] >(
				'modules',
				'analytics',
				'create-custom-dimensions',
				{
					parameterNames,
				}
			)
		);
		dispatch( {
			type: 'SET_IS_CREATING_CUSTOM_DIMENSIONS',
			isCreating: false,
		} );
		// The list this tab kept is out of date now.
		invalidateCache( 'modules', 'analytics', 'custom-dimensions' );
		if ( result.error ) {
			if ( isPermissionScopeError( result.error ) && ! options.resumed ) {
				savePendingCreation( parameterNames );
				registry.dispatch( userStore ).setPermissionScopeError( {
					...result.error,
					data: {
						...result.error.data,
						redirectURL: options.redirectURL ?? keyMetricsURL(),
					},
				} );
			}
			dispatch( receiveError( result.error, 'createCustomDimensions' ) );
			return result;
		}
		dispatch( {
			type: 'RECEIVE_CUSTOM_DIMENSIONS',
			customDimensions: result.response,
		} );
		return result;
	};
}

/**
 * Reads the property's custom dimensions again, past what this page holds.
 */
export function refreshCustomDimensions(): DataThunk {
	return async ( { dispatch } ) => {
		const result = await request( () =>
			get< string[] >(
				'modules',
				'analytics',
				'custom-dimensions',
				{},
				{ useCache: false }
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getCustomDimensions' ) );
			return;
		}
		dispatch( clearError( 'getCustomDimensions' ) );
		dispatch( {
			type: 'RECEIVE_CUSTOM_DIMENSIONS',
			customDimensions: result.response,
		} );
	};
}

export const keyMetricsDataActions = {
	createCustomDimensions,
	refreshCustomDimensions,
};

// Resolvers.

export const keyMetricsDataResolvers = {
	/**
	 * Reads the dimensions (the server keeps them a few minutes; creating clears that); then carries on a creation
	 * left pending before the consent screen, if any.
	 */
	getCustomDimensions(): DataThunk {
		return async ( { dispatch, select } ) => {
			if ( select.getCustomDimensions() === undefined ) {
				// In the dashboard's batch with the reports (one request per service group).
				try {
					const { value } = await getBatched< string[] >(
						'analytics',
						'custom-dimensions'
					);
					dispatch( clearError( 'getCustomDimensions' ) );
					dispatch( {
						type: 'RECEIVE_CUSTOM_DIMENSIONS',
						customDimensions: value,
					} );
				} catch ( error ) {
					dispatch(
						receiveError( error as APIError, 'getCustomDimensions' )
					);
				}
			}
			const pending = takePendingCreation();
			const existing = select.getCustomDimensions();
			const missing = pending?.filter(
				( name ) => ! existing?.includes( name )
			);
			if ( missing?.length ) {
				await dispatch(
					createCustomDimensions( missing, { resumed: true } )
				);
			}
		};
	},
	hasCustomDimensions(): DataThunk {
		return async ( { resolveSelect } ) => {
			await resolveSelect.getCustomDimensions();
		};
	},
	getDetectedEvents(): DataThunk {
		return async ( { dispatch, select } ) => {
			if ( select.getDetectedEvents() !== undefined ) {
				return;
			}
			try {
				const { value } = await getBatched< DetectedEvents >(
					'analytics',
					'detected-events'
				);
				dispatch( clearError( 'getDetectedEvents' ) );
				dispatch( {
					type: 'RECEIVE_DETECTED_EVENTS',
					detectedEvents: value,
				} );
			} catch ( error ) {
				dispatch(
					receiveError( error as APIError, 'getDetectedEvents' )
				);
			}
		};
	},
};
