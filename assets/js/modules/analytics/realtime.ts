/**
 * "Right now" (GA4 realtime): the reads of the strip and the refresh that
 * runs only while someone can see the tab.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { QueryParams } from '../../api/types';
import { reportsStore } from '../../datastore/reports';
import { useSiteKitRegistry } from '../../datastore/use-registry';

/** How often the strip reads realtime again (the server caches one answer a minute). */
export const REALTIME_REFRESH_MS = 60000;

/** Active users per minute of the last 30 minutes (their total is the headline). */
export const REALTIME_BY_MINUTE: QueryParams = {
	metrics: [ 'activeUsers' ],
	dimensions: [ 'minutesAgo' ],
};

/** The pages people are on right now. */
export const REALTIME_TOP_PAGES: QueryParams = {
	metrics: [ 'activeUsers' ],
	dimensions: [ 'unifiedScreenName' ],
	orderby: [ { metric: 'activeUsers', desc: true } ],
	limit: 5,
};

/**
 * Where people are right now. Google's realtime schema has no traffic-source
 * dimension (sessionSource, channel groups are core-report only): the country
 * is the closest it offers.
 */
export const REALTIME_TOP_COUNTRIES: QueryParams = {
	metrics: [ 'activeUsers' ],
	dimensions: [ 'country' ],
	orderby: [ { metric: 'activeUsers', desc: true } ],
	limit: 5,
};

export const REALTIME_READS = [
	REALTIME_BY_MINUTE,
	REALTIME_TOP_PAGES,
	REALTIME_TOP_COUNTRIES,
];

/**
 * Calls `refresh` every interval while the document is visible: nothing while
 * the tab is hidden, and at once on coming back when a refresh is due.
 *
 * @param refresh    What to do.
 * @param intervalMs Interval in milliseconds.
 */
export function useRefreshWhileVisible(
	refresh: () => void,
	intervalMs = REALTIME_REFRESH_MS
): void {
	const latest = useRef( refresh );
	latest.current = refresh;
	useEffect( () => {
		let timer: ReturnType< typeof setInterval > | undefined;
		let last = Date.now();
		const tick = () => {
			last = Date.now();
			latest.current();
		};
		const start = () => {
			if ( ! timer ) {
				timer = setInterval( tick, intervalMs );
			}
		};
		const stop = () => {
			if ( timer ) {
				clearInterval( timer );
				timer = undefined;
			}
		};
		const onChange = () => {
			if ( document.visibilityState === 'visible' ) {
				if ( Date.now() - last >= intervalMs ) {
					tick();
				}
				start();
			} else {
				stop();
			}
		};
		if ( document.visibilityState === 'visible' ) {
			start();
		}
		document.addEventListener( 'visibilitychange', onChange );
		return () => {
			stop();
			document.removeEventListener( 'visibilitychange', onChange );
		};
	}, [ intervalMs ] );
}

/**
 * Reads the strip's realtime reports again every minute while the tab is
 * visible. The values stay on screen until the new ones arrive.
 */
export function useRealtimeRefresh(): void {
	const registry = useSiteKitRegistry();
	useRefreshWhileVisible( () => {
		const { invalidateResolution } = registry.dispatch( reportsStore );
		REALTIME_READS.forEach( ( params ) =>
			invalidateResolution( 'getReport', [
				'analytics',
				'realtime',
				params,
			] )
		);
	} );
}
