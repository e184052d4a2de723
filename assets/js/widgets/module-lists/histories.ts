/**
 * How far back each module's provider keeps data (`modules/histories.ts`), handed down for
 * `widgets/common/service-limits.ts` by the entries that show figures (`entries/lists/figures.ts`,
 * `entries/lists/dashboards.ts`).
 */

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';
import type { HistoryLimit } from './types';

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleHistoriesList = createListHolder<
	Record< string, HistoryLimit >
>(
	'MODULE_HISTORIES',
	'entries/lists/figures.ts or entries/lists/dashboards.ts'
);

/** Hands the list down (`entries/lists/figures.ts`, `entries/lists/dashboards.ts`; tests: `tests/js/setup.ts`). */
export const setModuleHistories = moduleHistoriesList.set;

/** The list, by module slug; throws if it was not handed down. */
export const getModuleHistories = moduleHistoriesList.get;
