/**
 * Internal dependencies
 */
import { adsense } from './adsense';
import { analytics } from './analytics';
import { pagespeedInsights } from './pagespeed-insights';
import { searchConsole } from './search-console';
import { siteVerification } from './site-verification';
import type { ModuleComponents } from './types';

/**
 * Every module's UI, by slug. Each module folder exports its ModuleComponents from its index.ts.
 */
export const MODULE_COMPONENTS: Record< string, ModuleComponents > =
	Object.fromEntries(
		[
			searchConsole,
			analytics,
			adsense,
			pagespeedInsights,
			siteVerification,
		].map( ( components ) => [ components.slug, components ] )
	);

/**
 * The UI of one module.
 *
 * @param slug Module slug.
 */
export function getModuleComponents(
	slug: string
): ModuleComponents | undefined {
	return MODULE_COMPONENTS[ slug ];
}
