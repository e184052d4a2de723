/**
 * How far back each module's provider keeps data (`<slug>/history.ts`): the modules whose figures get a note when
 * the range reaches before that. Handed down to `widgets/common/service-limits.ts` by the screens with figures only
 * (`entries/lists/figures.ts`, `dashboards.ts`), so that screens without figures (settings, setup) do not load
 * these sentences.
 */

/**
 * Internal dependencies
 */
import { history as adsense } from './adsense/history';
import { history as analytics } from './analytics/history';
import { history as searchConsole } from './search-console/history';
import type { HistoryLimit } from '../widgets/module-lists/types';

export const MODULE_HISTORIES = {
	'search-console': searchConsole,
	analytics,
	adsense,
} satisfies Record< string, HistoryLimit >;
