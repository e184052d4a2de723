/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import type { KeyMetricsSettings, KeyMetricsState } from './types';

/**
 * The user's key-metrics choice; undefined while it loads.
 *
 * @param state Store state.
 */
export function getKeyMetricsSettings(
	state: KeyMetricsState
): KeyMetricsSettings | undefined {
	return state.settings;
}

/**
 * The tiles the user picked (empty until they pick); undefined while loading.
 *
 * @param state Store state.
 */
export function getPickedTiles( state: KeyMetricsState ): string[] | undefined {
	return state.settings?.widgetSlugs;
}

/**
 * Whether a save is under way.
 *
 * @param state Store state.
 */
export function isSavingKeyMetrics( state: KeyMetricsState ): boolean {
	return state.isSaving;
}

/**
 * The last read's or save's error.
 *
 * @param state Store state.
 */
export function getKeyMetricsError(
	state: KeyMetricsState
): APIError | undefined {
	return state.error;
}
