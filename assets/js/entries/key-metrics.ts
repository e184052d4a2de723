/**
 * The main dashboard's `key-metrics` chunk (`main-dashboard.tsx` asks for it as soon as it runs): the Key metrics
 * section and every module's key-metric tiles, registered as the chunk loads. Until then the dashboard holds one
 * placeholder widget per module with tiles (`KEY_METRIC_MODULES`), so the section is shown exactly when a tile's
 * module is (`widgets/register.ts`).
 */

/**
 * Internal dependencies
 */
import { registry } from '../datastore/registry';
import { MODULE_KEY_METRIC_TILES } from '../modules/key-metric-tiles';

Object.values( MODULE_KEY_METRIC_TILES ).forEach( ( registerTiles ) =>
	registerTiles( registry )
);

export { default } from '../components/KeyMetrics/KeyMetricsArea';
