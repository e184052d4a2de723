/**
 * Internal dependencies
 */
import type { FormValues } from './types';

/**
 * Sets values of a form, keeping its other values.
 *
 * @param formName Form name.
 * @param values   Key => value.
 */
export function setValues( formName: string, values: FormValues ) {
	return { type: 'SET_FORM_VALUES' as const, formName, values };
}

/**
 * Forgets a form's values.
 *
 * @param formName Form name.
 */
export function resetForm( formName: string ) {
	return { type: 'RESET_FORM' as const, formName };
}

export type FormsAction = ReturnType< typeof setValues | typeof resetForm >;

export const actions = { setValues, resetForm };
