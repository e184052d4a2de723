/**
 * Internal dependencies
 */
import { get, set } from '../../api';
import type { APIError } from '../../api/types';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import type * as selectors from './selectors';
import type { KeyMetricsSettings } from './types';

export function receiveKeyMetricsSettings( settings: KeyMetricsSettings ) {
	return { type: 'RECEIVE_KEY_METRICS_SETTINGS' as const, settings };
}

export function receiveKeyMetricsError( error: APIError | undefined ) {
	return { type: 'RECEIVE_KEY_METRICS_ERROR' as const, error };
}

export function setSavingKeyMetrics( isSaving: boolean ) {
	return { type: 'SET_SAVING_KEY_METRICS' as const, isSaving };
}

export type KeyMetricsAction =
	| ReturnType< typeof receiveKeyMetricsSettings >
	| ReturnType< typeof receiveKeyMetricsError >
	| ReturnType< typeof setSavingKeyMetrics >;

type KeyMetricsThunk< Result = void > = Thunk<
	KeyMetricsAction,
	typeof selectors,
	Result
>;

/**
 * Reads the user's choice from the server (never from the session cache: it is changed from other tabs too).
 */
export function fetchKeyMetricsSettings(): KeyMetricsThunk {
	return async ( { dispatch } ) => {
		const result = await request( () =>
			get< KeyMetricsSettings >(
				'core',
				'user',
				'key-metrics',
				{},
				{ useCache: false }
			)
		);
		dispatch( receiveKeyMetricsError( result.error ) );
		if ( result.response ) {
			dispatch( receiveKeyMetricsSettings( result.response ) );
		}
	};
}

/**
 * Saves the tiles the user picked; on a refusal nothing changes here either.
 *
 * @param widgetSlugs    Tiles, in the order they are shown.
 * @param isWidgetHidden Whether the section is hidden (default: as it was).
 */
export function saveKeyMetricsSettings(
	widgetSlugs: string[],
	isWidgetHidden?: boolean
): KeyMetricsThunk< ActionResult< KeyMetricsSettings, APIError > > {
	return async ( { dispatch } ) => {
		dispatch( setSavingKeyMetrics( true ) );
		const result = await request( () =>
			set< KeyMetricsSettings >( 'core', 'user', 'key-metrics', {
				widgetSlugs,
				...( isWidgetHidden === undefined ? {} : { isWidgetHidden } ),
			} )
		);
		dispatch( setSavingKeyMetrics( false ) );
		dispatch( receiveKeyMetricsError( result.error ) );
		if ( result.response ) {
			dispatch( receiveKeyMetricsSettings( result.response ) );
		}
		return result;
	};
}

export const actions = {
	receiveKeyMetricsSettings,
	receiveKeyMetricsError,
	setSavingKeyMetrics,
	fetchKeyMetricsSettings,
	saveKeyMetricsSettings,
};
