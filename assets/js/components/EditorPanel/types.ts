/**
 * What a module gives the block editor's "Site Kit" panel (`modules/<slug>/editor-panel.ts(x)`, listed in
 * `modules/editor-panels.ts`): parts, each shown when the server allows it (the boot data's `editorServices`, from the
 * module's `Provides_Post_Figures::editor_parts()`).
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { SummaryFigure } from '../Summary/SummaryFigures';

/** What the panel hands a part's section. */
export interface EditorSectionProps {
	postID: number;
	/** The post's permalink. */
	url: string;
	/** The user's range key. */
	dateRange: string;
}

/**
 * A part of the panel: figures among the panel's figures, a section under them, or both.
 */
export interface EditorPart {
	/** Its key in the boot data's `editorServices`: shown only when that is true. */
	key: string;
	/** The admin bar figures it adds to the panel's figures (`modules/summaries.ts`), in order. */
	figures?: readonly SummaryFigure[];
	/** A section under the figures, in the order of the parts. */
	Section?: ComponentType< EditorSectionProps >;
}
