/**
 * The block editor's "Site Kit" panel content (entries/block-editor.tsx): the figures and sections of the modules'
 * parts (`modules/editor-panels.ts`) that the server allows the user.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { userStore } from '../../datastore/user';
import { getRangeLabel, toRangeKey } from '../../util/date-range';
import SummaryFigures from '../Summary/SummaryFigures';
import { CompareModeContext } from '../../widgets/hooks/compare-mode';
import type { EditorPart } from './types';

/** The panel's parts the server allows this user (view-only: the shared modules'), by key. */
export type EditorServices = Record< string, boolean >;

export interface EditorPanelProps {
	postID: number;
	/** WordPress's post status: figures are shown for published posts only. */
	status: string;
	/** The post's permalink. */
	link: string;
	/** The modules' parts of the panel, in order (`modules/editor-panels.ts`). */
	parts: EditorPart[];
	/** Defaults to the boot data's. */
	services?: EditorServices;
}

/**
 * The block editor's "Site Kit" panel content: a published post's figures from the modules' parts (e.g. views,
 * visitors, Search clicks and impressions) with their change over the user's saved range, the parts' sections (e.g.
 * its top search queries, its index status) and a link to its entity dashboard. Mounted only when the panel is open,
 * so nothing is requested before.
 *
 * @param props          Component props.
 * @param props.postID   Post ID.
 * @param props.status   Post status.
 * @param props.link     Permalink.
 * @param props.parts    The modules' parts.
 * @param props.services Readable parts.
 */
export default function EditorPanel( {
	postID,
	status,
	link,
	parts,
	services = getBaseData().editorServices || {},
}: EditorPanelProps ) {
	const range = useSelect(
		( select ) => select( userStore ).getDateRange(),
		[]
	);
	if ( status !== 'publish' ) {
		return (
			<p className="googlesitekit-editor-panel__note">
				{ __(
					'Site Kit shows this post’s statistics and index status once it is published.',
					'google-site-kit'
				) }
			</p>
		);
	}
	const shown = parts.filter( ( part ) => services[ part.key ] );
	const figures = shown.flatMap( ( part ) => part.figures || [] );
	const dateRange = toRangeKey( range );
	const dashboardURL = addQueryArgs( getBaseData().pages?.dashboard || '', {
		permaLink: link,
	} );

	return (
		<div className="googlesitekit-plugin googlesitekit-editor-panel">
			{ figures.length > 0 ? (
				<>
					<p className="googlesitekit-editor-panel__range">
						{ getRangeLabel( range.dateRange ) }
					</p>
					<CompareModeContext.Provider value={ range.compare }>
						<SummaryFigures
							figures={ figures }
							url={ link }
							dateRange={ dateRange }
							enabled
						/>
					</CompareModeContext.Provider>
				</>
			) : (
				<p className="googlesitekit-editor-panel__note">
					{ __(
						'No statistics are shared with you yet.',
						'google-site-kit'
					) }
				</p>
			) }
			{ shown.map(
				( { key, Section } ) =>
					Section && (
						<Section
							key={ key }
							postID={ postID }
							url={ link }
							dateRange={ dateRange }
						/>
					)
			) }
			<p className="googlesitekit-editor-panel__more">
				<a href={ dashboardURL }>
					{ __( 'View all of this post’s stats', 'google-site-kit' ) }
				</a>
			</p>
		</div>
	);
}
