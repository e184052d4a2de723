/**
 * Every module's headline figures for the admin bar and the WordPress dashboard, from the module's own `summary.tsx`.
 *
 * Part of the module list, loaded by `components/Summary/SummaryFigures.tsx` only: it imports no widget, so those
 * small bundles stay small. The test in `test/index.test.ts` keeps the lists to the same modules.
 */

/**
 * Internal dependencies
 */
import { summary as analytics } from './analytics/summary';
import { summary as searchConsole } from './search-console/summary';
import type { ModuleSummary } from './types';

export const MODULE_SUMMARIES = {
	'search-console': searchConsole,
	analytics,
} satisfies Record< string, ModuleSummary >;

/** A figure some module's summary can show. */
export type SummaryFigure =
	( typeof MODULE_SUMMARIES )[ keyof typeof MODULE_SUMMARIES ][ 'figures' ][ number ];
