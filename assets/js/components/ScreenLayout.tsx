/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import Header from './Header';
import HeaderMenus from './Header/HeaderMenus';
import ErrorNotifications, {
	SharedDataAuthErrorBanner,
} from './Notifications/ErrorNotifications';
import PermissionsModalLoader from './PermissionsModalLoader';
import { getBaseData } from '../api/base-data';

interface ScreenLayoutProps {
	/** The screen's visible heading. */
	title: string;
	children?: ReactNode;
}

/**
 * The frame every full Site Kit screen shares: header, then the screen's content.
 *
 * @param props          Component props.
 * @param props.title
 * @param props.children
 */
export default function ScreenLayout( { title, children }: ScreenLayoutProps ) {
	const { pages, viewContext } = getBaseData();
	// Splash has its own notices; view-only users hold no Google token, but are told when the sharing admin's is refused.
	const isViewOnly = viewContext.endsWith( 'ViewOnly' );
	const showAccountErrors = viewContext !== 'splash' && ! isViewOnly;
	return (
		<div className="googlesitekit-screen">
			<Header dashboardURL={ pages.dashboard || '' }>
				<HeaderMenus />
			</Header>
			<main className="googlesitekit-screen__main">
				{ showAccountErrors && <ErrorNotifications /> }
				{ isViewOnly && <SharedDataAuthErrorBanner /> }
				<h2 className="googlesitekit-screen__title">{ title }</h2>
				{ children }
			</main>
			<PermissionsModalLoader />
		</div>
	);
}
