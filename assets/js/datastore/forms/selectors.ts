/**
 * Internal dependencies
 */
import type { FormValue, FormValues, FormsState } from './types';

/**
 * One value of a form, undefined when it was never set.
 *
 * @param state    Store state.
 * @param formName Form name.
 * @param key      Value key.
 */
export function getValue(
	state: FormsState,
	formName: string,
	key: string
): FormValue | undefined {
	return state.forms[ formName ]?.[ key ];
}

/**
 * Every value of a form, undefined when it has none.
 *
 * @param state    Store state.
 * @param formName Form name.
 */
export function getValues(
	state: FormsState,
	formName: string
): FormValues | undefined {
	return state.forms[ formName ];
}

export function hasForm( state: FormsState, formName: string ): boolean {
	return formName in state.forms;
}
