/**
 * A store registered on demand: the screens that use it register it on their registry, once.
 */

/**
 * Internal dependencies
 */
import type { Registry } from '../types';

/**
 * A function that registers a store on a registry unless it is there already.
 *
 * @param store The store (from createReduxStore()).
 * @return Registers the store on a registry (the plugin's or a test's).
 */
export function registerOnce(
	store: Parameters< Registry[ 'register' ] >[ 0 ]
): ( registry: Registry ) => void {
	const registered = new WeakSet< Registry >();
	return ( registry: Registry ) => {
		if ( registered.has( registry ) ) {
			return;
		}
		registered.add( registry );
		registry.register( store );
	};
}
