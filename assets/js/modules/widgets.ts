/**
 * Every module's dashboard widget registration, from the module's own `widgets/index.ts`.
 *
 * The dashboard half of the module list (`./index.ts` is the setup and settings UI, `./stores.ts` the settings
 * stores): only the dashboard screens load it (`entries/lists/dashboards.ts` hands it to `widgets/register.ts`), so the other screens never bundle the widgets. The test in
 * `test/index.test.ts` keeps the lists to the same modules.
 */

/**
 * Internal dependencies
 */
import type { Registry } from '../datastore/types';
import { registerWidgets as adsense } from './adsense/widgets';
import { registerWidgets as analytics } from './analytics/widgets';
import { registerWidgets as pagespeedInsights } from './pagespeed-insights/widgets';
import { registerWidgets as searchConsole } from './search-console/widgets';

/** Module slug → the function registering its widgets (in dashboard order). */
export const MODULE_WIDGETS: Record< string, ( registry: Registry ) => void > =
	{
		analytics,
		'search-console': searchConsole,
		'pagespeed-insights': pagespeedInsights,
		adsense,
	};
