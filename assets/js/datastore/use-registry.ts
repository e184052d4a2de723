/**
 * The registry of the component tree, typed: `useSiteKitRegistry()` instead of
 * casting `useRegistry()` from @wordpress/data (typed loosely) at each use.
 */

/**
 * WordPress dependencies
 */
import { useRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Registry } from './types';

/**
 * The registry the component renders in (the plugin's, or a test's).
 */
export function useSiteKitRegistry(): Registry {
	// @wordpress/data types the registry loosely; Registry is its typed face (registry.ts).
	return useRegistry() as unknown as Registry;
}
