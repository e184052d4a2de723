/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getSiteToday, msUntilSiteMidnight } from '../../util/site-day';

/**
 * The site's day, moving on at the site's midnight in a page left open (and checked again when a hidden tab is shown:
 * browsers delay the timers of hidden tabs).
 *
 * @param onNewDay Called once when the day changes, before the re-render that shows the new day.
 */
export function useSiteToday( onNewDay?: ( day: string ) => void ): string {
	const [ today, setToday ] = useState( () => getSiteToday() );
	const callback = useRef( onNewDay );
	callback.current = onNewDay;

	useEffect( () => {
		const check = () => {
			const day = getSiteToday();
			if ( day !== today ) {
				callback.current?.( day );
				setToday( day );
			}
		};
		// A little past midnight, so the site's day has surely turned.
		const timer = window.setTimeout( check, msUntilSiteMidnight() + 500 );
		const onVisible = () => {
			if ( document.visibilityState === 'visible' ) {
				check();
			}
		};
		document.addEventListener( 'visibilitychange', onVisible );
		return () => {
			window.clearTimeout( timer );
			document.removeEventListener( 'visibilitychange', onVisible );
		};
	}, [ today ] );

	return today;
}
