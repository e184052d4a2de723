/**
 * Every module's provider facts (`<slug>/service.ts`): its source link, its gathering-data probe, whether it is slow.
 *
 * Part of the module list, read by the shared widget plumbing (`widgets/common/sources.ts`, `gathering.ts`) and the
 * API layer (`api/batch.ts`), so it imports no component and nothing of the API layer.
 */

/**
 * Internal dependencies
 */
import { service as adsense } from './adsense/service';
import { service as analytics } from './analytics/service';
import { service as pagespeedInsights } from './pagespeed-insights/service';
import { service as searchConsole } from './search-console/service';
import type { ModuleService } from './types';

export const MODULE_SERVICES = {
	analytics,
	'search-console': searchConsole,
	adsense,
	'pagespeed-insights': pagespeedInsights,
} satisfies Record< string, ModuleService >;

/** A module with a service of its own. */
export type ServiceModule = keyof typeof MODULE_SERVICES;

/** A module whose reports can be empty while its provider gathers data. */
export type DataModule = {
	[ Slug in ServiceModule ]: ( typeof MODULE_SERVICES )[ Slug ] extends {
		gathering: object;
	}
		? Slug
		: never;
}[ ServiceModule ];
