/**
 * Internal dependencies
 */
import { networkStore, registerNetworkStore } from '../../datastore/network';
import { useSiteKitRegistry } from '../../datastore/use-registry';

/**
 * Puts `core/network` on the registry the component renders in (once) and answers its descriptor. Call it before
 * selecting from the store.
 */
export function useNetworkStore(): typeof networkStore {
	// Registering emits nothing, so doing it while rendering is safe; it happens once per registry.
	registerNetworkStore( useSiteKitRegistry() );
	return networkStore;
}
