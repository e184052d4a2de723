/**
 * Internal dependencies
 */
import {
	emailReportsStore,
	registerEmailReportsStore,
} from '../../datastore/email-reports';
import { useSiteKitRegistry } from '../../datastore/use-registry';

/**
 * Puts `core/email-reports` on the registry the component renders in (once; it comes with this code, not with the
 * page) and answers its descriptor. Call it before selecting from the store.
 */
export function useEmailReportsStore(): typeof emailReportsStore {
	// Registering emits nothing, so doing it while rendering is safe; it happens once per registry.
	registerEmailReportsStore( useSiteKitRegistry() );
	return emailReportsStore;
}
