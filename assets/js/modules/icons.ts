/**
 * Every module's icon (`<slug>/Icon.tsx`), by slug.
 *
 * Part of the module list, handed down (`entries/lists/dashboards.ts`, `screens.ts`) to `widgets/module-lists/icons.ts`
 * for the screens that show modules by name without their setup and settings UI (the
 * dashboard's banners, its sharing dialog and view-only menu): `index.ts` would bring every module's setup and
 * settings forms into the dashboard's first script. `index.ts` gives the same icons to its `ModuleComponents`.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import AdSenseIcon from './adsense/Icon';
import AnalyticsIcon from './analytics/Icon';
import PageSpeedInsightsIcon from './pagespeed-insights/Icon';
import SearchConsoleIcon from './search-console/Icon';
import SiteVerificationIcon from './site-verification/Icon';

export const MODULE_ICONS: Record<
	string,
	ComponentType< { size?: number } >
> = {
	'search-console': SearchConsoleIcon,
	analytics: AnalyticsIcon,
	adsense: AdSenseIcon,
	'pagespeed-insights': PageSpeedInsightsIcon,
	'site-verification': SiteVerificationIcon,
};

/**
 * The icon of a module, if it has one.
 *
 * @param slug Module slug.
 */
export function getModuleIcon(
	slug: string
): ComponentType< { size?: number } > | undefined {
	return MODULE_ICONS[ slug ];
}
