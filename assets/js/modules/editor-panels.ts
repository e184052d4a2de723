/**
 * Every module's parts of the block editor's "Site Kit" panel (`<slug>/editor-panel.ts(x)`): figures and sections, in
 * this order; the server says which the user may read (`Provides_Post_Figures::editor_parts()`, same order).
 *
 * Part of the module list, loaded by the block editor's entry only (`entries/block-editor.tsx`, which hands the parts
 * to `components/EditorPanel/`). `test/post-lists.test.ts` keeps it to modules of the other lists.
 */

/**
 * Internal dependencies
 */
import type { EditorPart } from '../components/EditorPanel/types';
import { editorParts as analytics } from './analytics/editor-panel';
import { editorParts as searchConsole } from './search-console/editor-panel';

export const MODULE_EDITOR_PANELS = {
	analytics,
	'search-console': searchConsole,
} satisfies Record< string, EditorPart[] >;

/** The panel's parts, in order. */
export const EDITOR_PARTS: EditorPart[] =
	Object.values( MODULE_EDITOR_PANELS ).flat();
