/**
 * How the batcher (`api/batch.ts`) treats this module's reads (see `ModuleReads`).
 */

/**
 * Internal dependencies
 */
import type { ModuleReads } from '../../widgets/module-lists/types';

export const reads: ModuleReads = {
	// A Lighthouse test of the page: 10–30 s.
	slow: true,
};
