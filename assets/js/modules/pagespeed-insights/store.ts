/**
 * Internal dependencies
 */
import { createModuleSettingsStore } from '../../datastore/module-settings/create-store';

/** PageSpeed Insights has no settings; the store is there for a uniform API. */
export type PageSpeedInsightsSettings = Record< string, never >;

export const pagespeedInsightsStore =
	createModuleSettingsStore< PageSpeedInsightsSettings >(
		'pagespeed-insights',
		{ defaults: {} }
	);
