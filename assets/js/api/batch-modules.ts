/**
 * What the modules tell the batcher (`batch.ts`) of their reads: the datapoints never kept in the browser's cache
 * and whether the provider answers far slower than the others. Each module declares them in its `reads.ts`;
 * `modules/setup.ts` hands them over when a screen starts, so this layer imports no module. Kept apart from the
 * batcher so that a screen that reads no report does not load it to be set up.
 */

/** How the batcher treats one module's reads. */
export interface ModuleReads {
	/** Datapoints never kept in the browser's cache (e.g. realtime, which changes by the minute). */
	uncached?: readonly string[];
	/** The provider answers far slower than the others: its reads get a request of their own. */
	slow?: boolean;
}

let reads: Record< string, ModuleReads > = {};

/**
 * Tells the batcher what the modules declare.
 *
 * @param modules Each module's reads, by slug.
 */
export function configureBatcher(
	modules: Record< string, ModuleReads >
): void {
	reads = modules;
}

/**
 * Whether a datapoint's answers are never kept in the browser's cache.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 */
export function isUncached( slug: string, datapoint: string ): boolean {
	return !! reads[ slug ]?.uncached?.includes( datapoint );
}

/**
 * Whether a module's reads go in a request of their own.
 *
 * @param slug Module slug.
 */
export function isSlow( slug: string ): boolean {
	return !! reads[ slug ]?.slow;
}
