/**
 * The figures the list's answer did not hold (the server's cache lacked them) are read site by site through
 * site-figures, at most FIGURES_AT_ONCE sites at a time, so opening the overview never asks Google for every site
 * at once.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { FIGURES_AT_ONCE, type NetworkSite } from '../../datastore/network';
import { useNetworkStore } from './use-network-store';

/**
 * Reads the unknown figures of the sites shown, a few sites at a time.
 *
 * @param sites The sites on screen (undefined while the list loads).
 */
export function useLazyFigures( sites: NetworkSite[] | undefined ): void {
	const store = useNetworkStore();
	const { waiting, busy } = useSelect(
		( select ) => {
			const network = select( store );
			const ids = ( sites || [] )
				.filter(
					( site ) =>
						! site.figures.known &&
						! network.isFetchingSiteFigures( site.id ) &&
						! network.getSiteFigures( site.id ) &&
						! network.getSiteFiguresError( site.id )
				)
				.map( ( site ) => site.id );
			return {
				// A string, so the effect below runs only when the queue changes.
				waiting: ids.join( ',' ),
				busy: network.countFetchingSiteFigures(),
			};
		},
		[ sites, store ]
	);
	const { fetchSiteFigures } = useDispatch( store );

	useEffect( () => {
		const free = FIGURES_AT_ONCE - busy;
		if ( ! waiting || free <= 0 ) {
			return;
		}
		waiting
			.split( ',' )
			.slice( 0, free )
			.forEach( ( id ) => fetchSiteFigures( Number( id ) ) );
	}, [ waiting, busy, fetchSiteFigures ] );
}
