/**
 * Internal dependencies
 */
import { createModuleSettingsStore } from '../create-store';

/** PageSpeed Insights has no settings; the store is there for a uniform API. */
export type PageSpeedInsightsSettings = Record< string, never >;

export const pagespeedInsightsStore =
	createModuleSettingsStore< PageSpeedInsightsSettings >(
		'pagespeed-insights',
		{ defaults: {} }
	);
