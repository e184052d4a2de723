/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import { getBaseData } from '../../api/base-data';
import { useFeature } from '../hooks/use-feature';
import { lazyPart, preloadWhenIdle } from '../lazy-part';

// The dialog (its rows, roles and ownership notes) is a chunk of its own, loaded once the page's first reads are
// sent, so that it opens at once when asked for.
const DashboardSharingDialog = lazyPart(
	() =>
		import(
			/* webpackChunkName: "sharing-dialog" */ './DashboardSharingDialog'
		)
);

export const MANAGE_SHARING_CAPABILITY =
	'googlesitekit_manage_module_sharing_options';

/**
 * The header's "Share" button, for admins signed in with Google on a
 * dashboard while dashboard sharing is on: it opens the sharing dialog.
 */
export default function DashboardSharingButton() {
	const { viewContext, shareableRoles } = getBaseData();
	const sharingEnabled = useFeature( 'dashboardSharing' );
	const allowed = useSelect(
		( select ) =>
			!! select( userStore ).isAuthenticated() &&
			!! select( userStore ).hasCapability( MANAGE_SHARING_CAPABILITY ),
		[]
	);
	const [ open, setOpen ] = useState( false );
	const onDashboard =
		viewContext === 'mainDashboard' || viewContext === 'entityDashboard';
	const shown =
		sharingEnabled && onDashboard && allowed && !! shareableRoles?.length;
	useEffect( () => {
		if ( shown ) {
			preloadWhenIdle( DashboardSharingDialog.preload );
		}
	}, [ shown ] );
	if ( ! shown ) {
		return null;
	}
	return (
		<>
			<button
				type="button"
				className="googlesitekit-header__button googlesitekit-sharing-button"
				aria-haspopup="dialog"
				onClick={ () => setOpen( true ) }
			>
				<span
					className="googlesitekit-sharing-button__icon"
					aria-hidden="true"
				/>
				{ __( 'Share', 'google-site-kit' ) }
			</button>
			{ open && (
				<Suspense fallback={ null }>
					<DashboardSharingDialog
						onClose={ () => setOpen( false ) }
					/>
				</Suspense>
			) }
		</>
	);
}
