/**
 * Internal dependencies
 */
import type { UIState, UIValue } from './types';

/**
 * One UI value, undefined when it was never set.
 *
 * @param state Store state.
 * @param key   Value key.
 */
export function getValue( state: UIState, key: string ): UIValue | undefined {
	return state.values[ key ];
}
