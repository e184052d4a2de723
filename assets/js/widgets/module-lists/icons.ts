/**
 * Every module's icon (`modules/icons.ts`), handed down for the screens that show modules by name without their
 * setup and settings UI (the sharing dialog, the view-only menu) by the entries that render them
 * (`entries/lists/dashboards.ts`, `entries/lists/screens.ts`).
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';

/** A module's icon. */
export type ModuleIcon = ComponentType< { size?: number } >;

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleIconsList = createListHolder< Record< string, ModuleIcon > >(
	'MODULE_ICONS',
	'entries/lists/dashboards.ts or entries/lists/screens.ts'
);

/** Hands the list down (`entries/lists/dashboards.ts`, `entries/lists/screens.ts`; tests: `tests/js/setup.ts`). */
export const setModuleIcons = moduleIconsList.set;

/**
 * The icon of a module, if it has one; throws if the list was not handed down.
 *
 * @param slug Module slug.
 */
export function getModuleIcon( slug: string ): ModuleIcon | undefined {
	return moduleIconsList.get()[ slug ];
}
