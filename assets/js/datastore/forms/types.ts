/**
 * Internal dependencies
 */
import type { StoredValue } from '../shared/values';

export type FormValue = StoredValue;

export type FormValues = Record< string, FormValue >;

export interface FormsState {
	forms: Record< string, FormValues >;
}
