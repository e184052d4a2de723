/**
 * Every module's provider facts (`modules/services.ts`), handed down for the shared screens and widget plumbing below
 * the modules: source links, gathering probes, help links, placeholders, what the user input questions wait for.
 */

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';
import type { ModuleService } from './types';

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleServicesList = createListHolder<
	Record< string, ModuleService >
>( 'MODULE_SERVICES', 'entries/lists/ (the set-up of its screen group)' );

/** Hands the list down (`entries/lists/`; tests: `tests/js/setup.ts`). */
export const setModuleServices = moduleServicesList.set;

/** The list, by module slug; throws if it was not handed down. */
export const getModuleServices = moduleServicesList.get;
