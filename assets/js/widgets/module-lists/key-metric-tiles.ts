/**
 * Every module's key-metric tile registration (`modules/key-metric-tiles.ts`), handed down for `widgets/register.ts`
 * by the main dashboard only (`entries/lists/key-metrics.ts`): the entity dashboard has no Key metrics section, so
 * its bundle holds no tile.
 */

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';
import type { RegisterWidgets } from './widgets';

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleKeyMetricTilesList = createListHolder<
	Record< string, RegisterWidgets >
>( 'MODULE_KEY_METRIC_TILES', 'entries/lists/key-metrics.ts' );

/** Hands the list down (`entries/lists/key-metrics.ts`; tests: `tests/js/setup.ts`). */
export const setModuleKeyMetricTiles = moduleKeyMetricTilesList.set;
