/**
 * Waits until every part of the dashboard has reached its final state, telling how many are ready as it goes. There
 * is no time limit: a part still loading (PageSpeed can take half a minute) is waited for, never left out; the person
 * may cancel instead.
 */

/**
 * Internal dependencies
 */
import { findParts, type DashboardPart } from './sections';

export interface WaitOptions {
	/** The dashboard. */
	root: ParentNode;
	/** Whether data reads are still under way (the stores' resolution). */
	reading: () => boolean;
	/** Called on every check with the parts ready and all parts. */
	onProgress: ( ready: number, total: number ) => void;
	/** Stops the wait (the promise rejects with an AbortError). */
	signal?: AbortSignal;
	/** Milliseconds between checks. */
	interval?: number;
	/**
	 * Checks in a row that must find everything ready: a widget that has its first answer may ask for a second
	 * report (a breakdown) a moment later.
	 */
	settle?: number;
}

/**
 * The error a cancelled wait rejects with.
 */
function abortError(): Error {
	const error = new Error( 'The PDF was cancelled.' );
	error.name = 'AbortError';
	return error;
}

/**
 * Resolves with the parts once all of them are ready and no read is under way.
 *
 * @param options            Options.
 * @param options.root       The dashboard.
 * @param options.reading    Whether reads are under way.
 * @param options.onProgress Told the parts ready and all parts on every check.
 * @param options.signal     Stops the wait.
 * @param options.interval   Milliseconds between checks.
 * @param options.settle     Checks in a row that must find everything ready.
 */
export function waitForParts( {
	root,
	reading,
	onProgress,
	signal,
	interval = 250,
	settle = 2,
}: WaitOptions ): Promise< DashboardPart[] > {
	return new Promise( ( resolve, reject ) => {
		let calm = 0;
		let timer: ReturnType< typeof setTimeout > | undefined;
		const onAbort = () => {
			clearTimeout( timer );
			reject( abortError() );
		};
		const check = () => {
			const parts = findParts( root );
			const ready = parts.filter( ( part ) => part.ready ).length;
			onProgress( ready, parts.length );
			calm = ready === parts.length && ! reading() ? calm + 1 : 0;
			if ( calm >= settle ) {
				signal?.removeEventListener( 'abort', onAbort );
				resolve( parts );
				return;
			}
			timer = setTimeout( check, interval );
		};
		if ( signal?.aborted ) {
			reject( abortError() );
			return;
		}
		signal?.addEventListener( 'abort', onAbort );
		check();
	} );
}
