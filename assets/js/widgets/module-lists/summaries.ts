/**
 * Every module's admin bar and WordPress dashboard figures (`modules/summaries.ts`), handed down for
 * `components/Summary/SummaryFigures.tsx` by the entries that show them (`entries/lists/figures.ts`).
 */

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';
import type { ModuleSummary } from './types';

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleSummariesList = createListHolder<
	Record< string, ModuleSummary >
>( 'MODULE_SUMMARIES', 'entries/lists/figures.ts' );

/** Hands the list down (`entries/lists/figures.ts`; tests: `tests/js/setup.ts`). */
export const setModuleSummaries = moduleSummariesList.set;

/** The list, by module slug; throws if it was not handed down. */
export const getModuleSummaries = moduleSummariesList.get;
