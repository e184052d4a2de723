/**
 * WordPress dependencies
 */
import { Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import DashboardApp from '../components/Dashboard/DashboardApp';
import EmailReportButton from '../components/EmailReports/EmailReportButton';
import SetupLoading from '../components/ModuleSetup/SetupLoading';
import { lazyPart } from '../components/lazy-part';
import Root from '../components/Root';
import { registry } from '../datastore/registry';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';
import { registerDashboardWidgets } from '../widgets/register';
import './lists/dashboards';

// The module setup screen brings every module's setup UI (handed down with it, lists/module-setup.ts): a chunk of its
// own, asked for at once on that screen.
const ModuleSetupScreen = lazyPart(
	() =>
		import( /* webpackChunkName: "module-setup" */ './lists/module-setup' )
);

const { moduleSetupSlug, viewContext } = getBaseData();
if ( moduleSetupSlug ) {
	ModuleSetupScreen.preload().catch( () => undefined );
}
registerDashboardWidgets( registry );

mountApp(
	'js-googlesitekit-main-dashboard',
	<Root>
		{ moduleSetupSlug ? (
			<Suspense fallback={ <SetupLoading /> }>
				<ModuleSetupScreen slug={ moduleSetupSlug } />
			</Suspense>
		) : (
			<DashboardApp
				viewContext={ viewContext || 'mainDashboard' }
				toolbarEnd={ <EmailReportButton /> }
			/>
		) }
	</Root>
);
