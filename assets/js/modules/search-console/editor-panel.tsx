/**
 * Search Console's parts of the block editor's "Site Kit" panel (server side: the editor parts of
 * includes/Modules/Search_Console/Post_Clicks.php): the post's clicks and impressions among the panel's figures with
 * its top search queries under them, and its index status.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type {
	EditorPart,
	EditorSectionProps,
} from '../../components/EditorPanel/types';
import IndexStatus from './index-status/IndexStatus';
import type { IndexStatusTarget } from './index-status/types';
import PostTopQueries from './PostTopQueries';

/**
 * The post's index status in the editor's panel.
 *
 * @param props        Component props.
 * @param props.postID The post.
 */
function PostIndexStatus( { postID }: EditorSectionProps ) {
	const target = useMemo< IndexStatusTarget >(
		() => ( { postID } ),
		[ postID ]
	);
	return <IndexStatus target={ target } headingLevel={ 3 } />;
}

export const editorParts: EditorPart[] = [
	{
		key: 'search-console',
		figures: [ 'clicks', 'impressions' ],
		Section: PostTopQueries,
	},
	{ key: 'url-inspection', Section: PostIndexStatus },
];
