/**
 * Internal dependencies
 */
import { adsense } from './adsense';
import { analytics } from './analytics';
import { pagespeedInsights } from './pagespeed-insights';
import { searchConsole } from './search-console';
import { siteVerification } from './site-verification';
import type { ModuleComponents } from '../widgets/module-lists/types';

/**
 * Every module's UI, by slug. Each module folder exports its ModuleComponents from its index.ts. Handed down to the
 * shared screens (`widgets/module-lists/components.ts`) by `entries/lists/dashboards.ts` and `screens.ts`.
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
