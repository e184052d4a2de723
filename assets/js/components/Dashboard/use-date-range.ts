/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import {
	readRangeFromURL,
	toRangeKey,
	writeRangeToURL,
	type UserDateRange,
} from '../../util/date-range';

/**
 * The dashboard's report range. It is the user's (saved on the server, in the
 * boot data on load), and the dashboard URL carries it: a range in the URL wins
 * over the saved one and becomes the saved one, so a shared link reproduces the view.
 *
 * @return The range key widgets fetch with, the range, and its setter.
 */
export function useDateRange(): [
	string,
	UserDateRange,
	( range: UserDateRange ) => void,
] {
	const { setDateRange } = useDispatch( userStore );
	const stored = useSelect(
		( select ) => select( userStore ).getDateRange(),
		[]
	);
	// Read once: until the effect below stores it, the URL's range is the one shown.
	const [ fromURL ] = useState( () =>
		readRangeFromURL( window.location.search )
	);
	const [ adopted, setAdopted ] = useState( ! fromURL );
	const range = adopted || ! fromURL ? stored : fromURL;

	useEffect( () => {
		if ( fromURL ) {
			const same =
				fromURL.dateRange === stored.dateRange &&
				fromURL.compare === stored.compare;
			if ( ! same ) {
				setDateRange( fromURL );
			}
			setAdopted( true );
		}
		// Only on load: later changes go through `update`.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The address always names the range shown (without adding history).
	useEffect( () => {
		const next = writeRangeToURL( window.location.href, range );
		if ( next !== window.location.href ) {
			window.history.replaceState( window.history.state, '', next );
		}
	}, [ range.dateRange, range.compare ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const update = useCallback(
		( next: UserDateRange ) => {
			setAdopted( true );
			setDateRange( next );
		},
		[ setDateRange ]
	);
	return [ toRangeKey( range ), range, update ];
}
