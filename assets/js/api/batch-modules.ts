/**
 * What the modules tell the batcher (`batch.ts`): the datapoints never kept in the browser's cache and the modules
 * whose provider answers far slower than the others. Each module declares them in its `reads.ts`;
 * `modules/setup.ts` hands them over when a screen starts, so this layer imports no module. Kept apart from the
 * batcher so that a screen that reads no report does not load it to be set up.
 */

export interface BatcherModules {
	/** Datapoints never kept in the browser's cache, as "slug/datapoint" (e.g. realtime, which changes by the minute). */
	uncached: readonly string[];
	/** Modules whose reads get a request of their own (PageSpeed Insights: 10–30 s). */
	slow: readonly string[];
}

let uncached = new Set< string >();
let slowModules = new Set< string >();

/**
 * Tells the batcher what the modules declare.
 *
 * @param modules What they declare.
 */
export function configureBatcher( modules: BatcherModules ): void {
	uncached = new Set( modules.uncached );
	slowModules = new Set( modules.slow );
}

/**
 * Whether a datapoint's answers are never kept in the browser's cache.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 */
export function isUncached( slug: string, datapoint: string ): boolean {
	return uncached.has( `${ slug }/${ datapoint }` );
}

/**
 * Whether a module's reads go in a request of their own.
 *
 * @param slug Module slug.
 */
export function isSlow( slug: string ): boolean {
	return slowModules.has( slug );
}
