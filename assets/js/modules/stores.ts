/**
 * Every module's settings store (`modules/<slug>`), from the module's own `store.ts`.
 *
 * The data half of the module list (`./index.ts` is the UI half): every screen's registry registers these stores, so
 * this list imports no component (a component importing the registry back would make an import cycle). The test in
 * `test/index.test.ts` keeps both halves to the same modules.
 */

/**
 * Internal dependencies
 */
import { adsenseStore } from './adsense/store';
import { analyticsStore } from './analytics/store';
import { pagespeedInsightsStore } from './pagespeed-insights/store';
import { searchConsoleStore } from './search-console/store';
import { siteVerificationStore } from './site-verification/store';

export const MODULE_STORES = [
	analyticsStore,
	searchConsoleStore,
	adsenseStore,
	pagespeedInsightsStore,
	siteVerificationStore,
];
