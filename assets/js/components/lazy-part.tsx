/**
 * A component whose code is a chunk of its own, loaded on demand (dynamic import()), that can be loaded ahead of
 * need: `preload()` starts the download (e.g. when the dashboard mounts) so that the part is there before it shows.
 *
 * Once the chunk has loaded, the part renders straight away (no Suspense fallback, not even for one frame); before,
 * it suspends like React.lazy, so it must sit under a <Suspense> whose fallback has the part's final size.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { lazy, useState } from '@wordpress/element';

/**
 * Starts a preload once the page is idle (at most `timeout` ms later): after a screen's first reads have gone out
 * (api/batch.ts sends them within 60 ms), so that a chunk's download never queues ahead of them.
 *
 * @param preload The preload, e.g. a part's `preload`.
 * @param timeout The longest wait, ms.
 */
export function preloadWhenIdle(
	preload: () => Promise< unknown >,
	timeout = 500
): void {
	const start = () => {
		preload().catch( () => undefined );
	};
	if ( typeof window.requestIdleCallback === 'function' ) {
		window.requestIdleCallback( start, { timeout } );
	} else {
		window.setTimeout( start, 100 );
	}
}

export interface LazyPart< Props extends object > {
	( props: Props ): JSX.Element;
	/** Starts loading the chunk (once); resolves when it has loaded. */
	preload: () => Promise< void >;
}

/**
 * Wraps a dynamic import of a module whose default export is a component.
 *
 * @param load The import, e.g. `() => import( './Calendar' )` (name the chunk with webpackChunkName).
 */
export function lazyPart< Props extends object >(
	load: () => Promise< { default: ComponentType< Props > } >
): LazyPart< Props > {
	let loaded: ComponentType< Props > | undefined;
	let pending: Promise< void > | undefined;
	const preload = (): Promise< void > => {
		pending ??= load().then(
			( module ) => {
				loaded = module.default;
			},
			( error: unknown ) => {
				// A failed download (offline for a moment) may be tried again by the next render.
				pending = undefined;
				throw error;
			}
		);
		return pending;
	};
	const Lazy = lazy( () =>
		preload().then( () => ( {
			default: loaded as ComponentType< Props >,
		} ) )
	);
	function Part( props: Props ) {
		// Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the part.
		const [ Component ] = useState< ComponentType< Props > >(
			() => loaded ?? ( Lazy as unknown as ComponentType< Props > )
		);
		return <Component { ...props } />;
	}
	Part.preload = preload;
	return Part;
}
