/** Every emulated Google route, in matching order. */
import { adsenseRoutes } from './apis/adsense';
import { analyticsAdminRoutes } from './apis/analytics-admin';
import { analyticsDataRoutes } from './apis/analytics-data';
import { pagespeedRoutes } from './apis/pagespeed';
import { searchConsoleRoutes } from './apis/searchconsole';
import { siteVerificationRoutes } from './apis/site-verification';
import { tagManagerRoutes } from './apis/tagmanager';
import { urlInspectionRoutes } from './apis/url-inspection';
import { authorizeRoutes } from './oauth/authorize';
import { tokenRoutes } from './oauth/token';
import { userinfoRoutes } from './oauth/userinfo';
import type { Route } from './router';

export const ROUTES: Route[] = [
	...authorizeRoutes,
	...tokenRoutes,
	...userinfoRoutes,
	...searchConsoleRoutes,
	...urlInspectionRoutes,
	...analyticsDataRoutes,
	...analyticsAdminRoutes,
	...pagespeedRoutes,
	...adsenseRoutes,
	...siteVerificationRoutes,
	...tagManagerRoutes,
];
