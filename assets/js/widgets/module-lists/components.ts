/**
 * Every module's setup and settings UI (`modules/index.ts`), handed down for the settings screen and the module
 * setup screen by their set-ups (`entries/lists/settings.ts`, `entries/lists/module-setup.ts`).
 */

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';
import type { ModuleComponents } from './types';

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleComponentsList = createListHolder<
	Record< string, ModuleComponents >
>(
	'MODULE_COMPONENTS',
	'entries/lists/settings.ts or entries/lists/module-setup.ts'
);

/** Hands the list down (`entries/lists/settings.ts`, `entries/lists/module-setup.ts`; tests: `tests/js/setup.ts`). */
export const setModuleComponents = moduleComponentsList.set;

/**
 * The UI of one module; throws if the list was not handed down.
 *
 * @param slug Module slug.
 */
export function getModuleComponents(
	slug: string
): ModuleComponents | undefined {
	return moduleComponentsList.get()[ slug ];
}
