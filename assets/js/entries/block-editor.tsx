/**
 * The block editor's "Site Kit" document settings panel (WordPress's own panel slot, through @wordpress/plugins).
 *
 * The panel starts closed for a user who never opened it (the editor remembers each user's open panels) and its
 * content mounts only when it is open: nothing is requested from Site Kit before.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel as EditPostPanel } from '@wordpress/edit-post';
import {
	PluginDocumentSettingPanel as EditorPanelSlot,
	store as editorStore,
} from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import EditorPanel from '../components/EditorPanel/EditorPanel';
import Root from '../components/Root';
import { EDITOR_PARTS } from '../modules/editor-panels';

// The panel slot moved to wp.editor in WordPress 6.6 (wp.editPost's warns that it is deprecated there); 6.5 has only
// wp.editPost's.
const PluginDocumentSettingPanel = EditorPanelSlot ?? EditPostPanel;

interface EditedPost {
	id?: number;
	status?: string;
	link?: string;
}

/**
 * The post as last saved, read from the editor's own store (outside Site Kit's registry).
 */
function SiteKitEditorPanel() {
	const post = useSelect(
		( select ) =>
			(
				select( editorStore ) as unknown as {
					getCurrentPost: () => EditedPost;
				}
			 ).getCurrentPost(),
		[]
	);
	return (
		<PluginDocumentSettingPanel
			name="googlesitekit-stats"
			title={ __( 'Site Kit', 'google-site-kit' ) }
			className="googlesitekit-editor-panel-wrapper"
		>
			<Root>
				<EditorPanel
					postID={ post.id || 0 }
					status={ post.status || '' }
					link={ post.link || '' }
					parts={ EDITOR_PARTS }
				/>
			</Root>
		</PluginDocumentSettingPanel>
	);
}

registerPlugin( 'google-site-kit', {
	render: SiteKitEditorPanel,
	icon: null,
} );
