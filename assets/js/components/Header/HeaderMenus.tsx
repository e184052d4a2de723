/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import DashboardSharingButton from '../DashboardSharing/DashboardSharingButton';
import HelpMenu from './HelpMenu';
import UserMenu from './UserMenu';
import ViewOnlyMenu from './ViewOnlyMenu';
import { userStore } from '../../datastore/user';
import { getBaseData } from '../../api/base-data';
import { useFeature } from '../hooks/use-feature';

/**
 * Which account menu the header shows (spec §2 header rules).
 *
 * @param authenticated    Whether the user is signed in with Google.
 * @param dashboardSharing Whether the dashboardSharing feature is on.
 * @param viewContext      The page's view context.
 */
export function accountMenuFor(
	authenticated: boolean | undefined,
	dashboardSharing: boolean,
	viewContext: string
): 'user' | 'viewOnly' | null {
	const viewOnlyPage = viewContext.endsWith( 'ViewOnly' );
	if ( authenticated === false && dashboardSharing && viewOnlyPage ) {
		return 'viewOnly';
	}
	if ( authenticated && ( ! dashboardSharing || ! viewOnlyPage ) ) {
		return 'user';
	}
	return null;
}

/**
 * The header's menus: help, then the user menu or the view-only menu.
 */
export default function HeaderMenus() {
	const { viewContext } = getBaseData();
	const sharingEnabled = useFeature( 'dashboardSharing' );
	const authenticated = useSelect(
		( select ) => select( userStore ).isAuthenticated(),
		[]
	);
	const account = accountMenuFor(
		authenticated,
		sharingEnabled,
		viewContext
	);
	return (
		<>
			<DashboardSharingButton />
			<HelpMenu viewContext={ viewContext } />
			{ account === 'user' && <UserMenu viewContext={ viewContext } /> }
			{ account === 'viewOnly' && (
				<ViewOnlyMenu viewContext={ viewContext } />
			) }
		</>
	);
}
