/**
 * How the batcher (`api/batch.ts`) treats this module's reads (see `ModuleReads`).
 */

/**
 * Internal dependencies
 */
import type { ModuleReads } from '../../widgets/module-lists/types';

export const reads: ModuleReads = {
	// A URL inspection is asked for on demand and the server keeps it a day: the page shows what the server holds,
	// not an older copy.
	uncached: [ 'url-inspection' ],
};
