/**
 * Every module's provider facts (`<slug>/service.ts`): its source link, its gathering-data probe, whether it is slow.
 *
 * Part of the module list, handed down by every screen group's set-up (`entries/lists/`) to
 * `widgets/module-lists/services.ts`, which the shared widget plumbing (`widgets/common/sources.ts`, `gathering.ts`,
 * `PageLabel.tsx`) and shared screens (help menu, user input notification) read. It imports no component.
 */

/**
 * Internal dependencies
 */
import { service as adsense } from './adsense/service';
import { service as analytics } from './analytics/service';
import { service as pagespeedInsights } from './pagespeed-insights/service';
import { service as searchConsole } from './search-console/service';
import type { ModuleService } from '../widgets/module-lists/types';

export const MODULE_SERVICES = {
	analytics,
	'search-console': searchConsole,
	adsense,
	'pagespeed-insights': pagespeedInsights,
} satisfies Record< string, ModuleService >;
