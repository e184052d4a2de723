/**
 * The modules with key-metric tiles (the keys of `key-metric-tiles.ts`, which `test/index.test.ts` keeps equal): a
 * light list for the main dashboard's own script, whose tiles come in a chunk (`entries/key-metrics.ts`).
 */

export const KEY_METRIC_MODULES: readonly string[] = [
	'analytics',
	'search-console',
	'adsense',
];
