/**
 * How the batcher treats each module's reads (`<slug>/reads.ts`): the modules with reads never cached in the
 * browser or a slow provider. Handed to the batcher by `setup.ts` on every screen, so it stays this small.
 */

/**
 * Internal dependencies
 */
import { reads as analytics } from './analytics/reads';
import { reads as pagespeedInsights } from './pagespeed-insights/reads';
import { reads as searchConsole } from './search-console/reads';
import type { ModuleReads } from '../widgets/module-lists/types';

export const MODULE_READS: Record< string, ModuleReads > = {
	analytics,
	'search-console': searchConsole,
	'pagespeed-insights': pagespeedInsights,
};
