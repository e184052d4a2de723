/**
 * Analytics' parts of the block editor's "Site Kit" panel: the post's views and visitors among the panel's figures,
 * shown when the server's `editorServices.analytics` allows it (includes/Modules/Analytics/Post_Views.php).
 */

/**
 * Internal dependencies
 */
import type { EditorPart } from '../../components/EditorPanel/types';

export const editorParts: EditorPart[] = [
	{ key: 'analytics', figures: [ 'views', 'visitors' ] },
];
