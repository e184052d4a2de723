/**
 * Internal dependencies
 */
import DashboardApp from '../components/Dashboard/DashboardApp';
import ModuleSetupScreen from '../components/ModuleSetup/ModuleSetupScreen';
import Root from '../components/Root';
import { registry } from '../datastore/registry';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';
import { registerDashboardWidgets } from '../widgets/register';
import './lists/dashboards';

const { moduleSetupSlug, viewContext } = getBaseData();
registerDashboardWidgets( registry );

mountApp(
	'js-googlesitekit-main-dashboard',
	<Root>
		{ moduleSetupSlug ? (
			<ModuleSetupScreen slug={ moduleSetupSlug } />
		) : (
			<DashboardApp viewContext={ viewContext || 'mainDashboard' } />
		) }
	</Root>
);
