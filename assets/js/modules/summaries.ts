/**
 * Every module's headline figures for the admin bar and the WordPress dashboard, from the module's own `summary.tsx`.
 *
 * Part of the module list, handed down by `entries/lists/figures.ts` only (admin bar, WordPress dashboard, block
 * editor) to `components/Summary/SummaryFigures.tsx`: it imports no widget, so those small bundles stay small. The test in `test/index.test.ts` keeps the lists to the same modules.
 */

/**
 * Internal dependencies
 */
import { summary as analytics } from './analytics/summary';
import { summary as searchConsole } from './search-console/summary';
import type { ModuleSummary } from '../widgets/module-lists/types';

export const MODULE_SUMMARIES = {
	'search-console': searchConsole,
	analytics,
} satisfies Record< string, ModuleSummary >;
