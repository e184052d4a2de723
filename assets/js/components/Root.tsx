/**
 * External dependencies
 */
import type { ComponentProps, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { registry as defaultRegistry } from '../datastore/registry';
import type { Registry } from '../datastore/types';
import ErrorBoundary from './ErrorBoundary';

interface RootProps {
	children?: ReactNode;
	/** The registry the app reads from; the plugin's own by default, a test registry in tests. */
	registry?: Registry;
}

/**
 * Wraps a Site Kit app: hooks like useSelect read from the plugin's own registry, and a
 * render error shows its details instead of blanking the screen.
 *
 * @param props          Component props.
 * @param props.children
 * @param props.registry
 */
export default function Root( {
	children,
	registry = defaultRegistry,
}: RootProps ) {
	// Our Registry type is a typed view of the object createRegistry() made; hand the provider that object.
	const value = registry as unknown as ComponentProps<
		typeof RegistryProvider
	>[ 'value' ];
	return (
		<RegistryProvider value={ value }>
			<ErrorBoundary>{ children }</ErrorBoundary>
		</RegistryProvider>
	);
}
