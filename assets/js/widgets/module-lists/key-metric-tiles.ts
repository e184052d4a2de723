/**
 * Every module's key-metric tile registration (`modules/key-metric-tiles.ts`), for `widgets/register.ts` to
 * register with the other widgets where it was handed down (jest's set-up). The main dashboard registers them from
 * its `key-metrics` chunk instead (`entries/key-metrics.ts`); the entity dashboard has no Key metrics section, so
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
>( 'MODULE_KEY_METRIC_TILES', 'tests/js/setup.ts' );
