/**
 * Every module's figure per post in the posts list's column (`<slug>/post-figures.ts`), a line of each cell in this
 * order; the server's side of each is the module's `Provides_Post_Figures` (same order, its `position()`).
 *
 * Part of the module list, loaded by the posts list's entry only (`entries/posts-list.tsx`, which hands the lines to
 * `components/PostsList/`): text only, so that small bundle stays small. `test/post-lists.test.ts` keeps it to
 * modules of the other lists.
 */

/**
 * Internal dependencies
 */
import type {
	PostFigureKind,
	PostFigureLine,
} from '../components/PostsList/types';
import { postFigure as analytics } from './analytics/post-figures';
import { postFigure as searchConsole } from './search-console/post-figures';

export const MODULE_POST_FIGURES = {
	analytics,
	'search-console': searchConsole,
} satisfies Record< string, PostFigureKind >;

/** The column's lines, in order: each module's figure with the module's slug. */
export const POST_FIGURE_LINES: PostFigureLine[] = Object.entries(
	MODULE_POST_FIGURES
).map( ( [ service, kind ] ) => ( { service, ...kind } ) );
