/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Takes query arguments that tell something once (after a redirect) out of the address, without a history entry, so
 * that a reload or a bookmark does not tell it again; what the page shows for them stays. WordPress's own screens do
 * the same with their messages.
 *
 * @param names The arguments.
 */
export function useForgetArgs( names: readonly string[] ): void {
	const key = names.join( ',' );
	useEffect( () => {
		const url = new URL( window.location.href );
		const once = key
			.split( ',' )
			.filter( ( name ) => name && url.searchParams.has( name ) );
		if ( once.length === 0 ) {
			return;
		}
		once.forEach( ( name ) => url.searchParams.delete( name ) );
		window.history.replaceState( window.history.state, '', url.href );
	}, [ key ] );
}
