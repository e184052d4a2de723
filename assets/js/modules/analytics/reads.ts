/**
 * How the batcher (`api/batch.ts`) treats this module's reads (see `ModuleReads`).
 */

/**
 * Internal dependencies
 */
import type { ModuleReads } from '../../widgets/module-lists/types';

export const reads: ModuleReads = {
	// Realtime changes by the minute: the server's one-minute cache already serves every viewer.
	uncached: [ 'realtime' ],
};
