/**
 * Hands down the modules' key-metric tiles, for the main dashboard only (the entity dashboard has no Key metrics
 * section): imported by `main-dashboard.tsx` beside `dashboards.ts`.
 */

/**
 * Internal dependencies
 */
import { MODULE_KEY_METRIC_TILES } from '../../modules/key-metric-tiles';
import { setModuleKeyMetricTiles } from '../../widgets/module-lists/key-metric-tiles';

setModuleKeyMetricTiles( MODULE_KEY_METRIC_TILES );
