/**
 * Internal dependencies
 */
import type { UIValue } from './types';

/**
 * Sets one UI value (the active dashboard context, an open dialog…).
 *
 * @param key   Value key.
 * @param value The value.
 */
export function setValue( key: string, value: UIValue ) {
	return { type: 'SET_VALUES' as const, values: { [ key ]: value } };
}

/**
 * Sets several UI values at once.
 *
 * @param values Key => value.
 */
export function setValues( values: Record< string, UIValue > ) {
	return { type: 'SET_VALUES' as const, values };
}

/**
 * Forgets every UI value.
 */
export function resetValues() {
	return { type: 'RESET_VALUES' as const };
}

export type UIAction = ReturnType<
	typeof setValue | typeof setValues | typeof resetValues
>;

export const actions = { setValue, setValues, resetValues };
