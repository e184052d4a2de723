/**
 * Internal dependencies
 */
import type { StoredValue } from '../shared/values';

export type UIValue = StoredValue;

export interface UIState {
	values: Record< string, UIValue >;
}
