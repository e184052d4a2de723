/**
 * `modules/<slug>` settings stores: one typed helper, the same action and
 * selector names for every module.
 */

/**
 * Internal dependencies
 */
import type { Registry } from '../types';
import type { createModuleSettingsStore } from './create-store';
import type { ModuleSettings } from './types';
import { adsenseStore } from './stores/adsense';
import { analyticsStore } from './stores/analytics';
import { pagespeedInsightsStore } from './stores/pagespeed-insights';
import { searchConsoleStore } from './stores/search-console';
import { siteVerificationStore } from './stores/site-verification';

/**
 * Registers the settings store of every module.
 *
 * @param registry The plugin's registry.
 */
export function registerModuleSettingsStores( registry: Registry ): void {
	[
		analyticsStore,
		searchConsoleStore,
		adsenseStore,
		pagespeedInsightsStore,
		siteVerificationStore,
	].forEach( ( store ) => registry.register( store ) );
}

type AnyModuleSettingsStore = ReturnType<
	typeof createModuleSettingsStore< ModuleSettings >
>;

const STORES_BY_SLUG: Record< string, AnyModuleSettingsStore > = {
	analytics: analyticsStore as unknown as AnyModuleSettingsStore,
	'search-console': searchConsoleStore as unknown as AnyModuleSettingsStore,
	adsense: adsenseStore as unknown as AnyModuleSettingsStore,
	'pagespeed-insights':
		pagespeedInsightsStore as unknown as AnyModuleSettingsStore,
	'site-verification':
		siteVerificationStore as unknown as AnyModuleSettingsStore,
};

/** The slugs of the modules that have a settings store. */
export const MODULE_SETTINGS_SLUGS = Object.keys( STORES_BY_SLUG );

/**
 * The settings store of a module, by slug (the settings screen works on any
 * module through the shared actions and selectors).
 *
 * @param slug Module slug.
 */
export function getModuleSettingsStore(
	slug: string
): AnyModuleSettingsStore | undefined {
	return STORES_BY_SLUG[ slug ];
}

export {
	adsenseStore,
	analyticsStore,
	pagespeedInsightsStore,
	searchConsoleStore,
	siteVerificationStore,
};
export { createModuleSettingsStore, type ExtraSelectors } from './create-store';
export type {
	ModuleSettings,
	ModuleSettingsOptions,
	ModuleSettingsState,
} from './types';
export type { AdSenseSettings } from './stores/adsense';
export {
	ACCOUNT_CREATE,
	PROFILE_CREATE,
	PROPERTY_CREATE,
	type AnalyticsSettings,
} from './stores/analytics';
export type { PageSpeedInsightsSettings } from './stores/pagespeed-insights';
export type { SearchConsoleSettings } from './stores/search-console';
export type { SiteVerificationSettings } from './stores/site-verification';
