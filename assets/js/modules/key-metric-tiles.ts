/**
 * Every module's key-metric tile registration (issue 11), from the module's own `widgets/key-metrics/register.ts`:
 * the catalogue entries of the Key metrics section, their components and requirements. Only the main dashboard
 * loads it, in its `key-metrics` chunk (`entries/key-metrics.ts`); `key-metric-modules.ts` names its modules for the
 * dashboard's own script, and the test in `test/index.test.ts` keeps the two equal and to modules of MODULE_WIDGETS.
 */

/**
 * Internal dependencies
 */
import type { Registry } from '../datastore/types';
import { registerKeyMetricTiles as adsense } from './adsense/widgets/key-metrics/register';
import { registerKeyMetricTiles as analytics } from './analytics/widgets/key-metrics/register';
import { registerKeyMetricTiles as searchConsole } from './search-console/widgets/key-metrics/register';

/** Module slug → the function registering its key-metric tiles. */
export const MODULE_KEY_METRIC_TILES: Record<
	string,
	( registry: Registry ) => void
> = {
	analytics,
	'search-console': searchConsole,
	adsense,
};
