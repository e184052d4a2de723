/**
 * External dependencies
 */
import { Navigate, Route, Routes, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import ErrorNotice from '../ui/ErrorNotice';
import Progress from '../ui/Progress';
import AdminSettings from './AdminSettings/AdminSettings';
import ConnectedServices from './ConnectedServices';
import ConnectMoreServices from './ConnectMoreServices';
import { CONNECTED_SERVICES, modulePanelRoute } from './routes';

/**
 * `/settings/:moduleSlug(/edit)` → the same panel under `/connected-services`.
 *
 * @param props      Component props.
 * @param props.edit Whether the old route asked for edit mode.
 */
function LegacyModuleRedirect( { edit }: { edit: boolean } ) {
	const { moduleSlug = '' } = useParams();
	return <Navigate replace to={ modulePanelRoute( moduleSlug, edit ) } />;
}

/**
 * The routes of the settings screen (spec §2): the three tabs, a module's
 * panel open or in edit mode, and the redirects from the older paths.
 * Rendered only once the module list has loaded.
 */
export function SettingsRoutes() {
	return (
		<Routes>
			<Route
				path="/connected-services/:moduleSlug/:action"
				element={ <ConnectedServices /> }
			/>
			<Route
				path="/connected-services/:moduleSlug"
				element={ <ConnectedServices /> }
			/>
			<Route
				path="/connected-services"
				element={ <ConnectedServices /> }
			/>
			<Route
				path="/connect-more-services"
				element={ <ConnectMoreServices /> }
			/>
			<Route path="/admin-settings" element={ <AdminSettings /> } />
			<Route
				path="/settings/:moduleSlug/edit"
				element={ <LegacyModuleRedirect edit /> }
			/>
			<Route
				path="/settings/:moduleSlug"
				element={ <LegacyModuleRedirect edit={ false } /> }
			/>
			<Route
				path="/settings"
				element={ <Navigate replace to={ CONNECTED_SERVICES } /> }
			/>
			<Route
				path="/connect"
				element={ <Navigate replace to="/connect-more-services" /> }
			/>
			<Route
				path="/admin"
				element={ <Navigate replace to="/admin-settings" /> }
			/>
			<Route
				path="*"
				element={ <Navigate replace to={ CONNECTED_SERVICES } /> }
			/>
		</Routes>
	);
}

/**
 * The settings screen's content under the tabs: the routes once the module
 * list is there, its loading state or its error until then.
 */
export default function SettingsContent() {
	const modules = useSelect(
		( select ) => select( modulesStore ).getModules(),
		[]
	);
	const { refreshModules } = useDispatch( modulesStore );
	const error = useSelect(
		( select ) =>
			select( modulesStore ).getErrorForSelector( 'getModules' ),
		[]
	);
	if ( error && ! modules ) {
		return <ErrorNotice error={ error } onRetry={ refreshModules } />;
	}
	if ( ! modules ) {
		return (
			<Progress
				label={ __( 'Loading your services…', 'google-site-kit' ) }
			/>
		);
	}
	return <SettingsRoutes />;
}
