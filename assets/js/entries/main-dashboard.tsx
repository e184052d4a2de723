/**
 * WordPress dependencies
 */
import { Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import DashboardApp from '../components/Dashboard/DashboardApp';
import EmailReportButton from '../components/EmailReports/EmailReportButton';
import {
	keyMetricsLoader,
	type KeyMetricsAreaProps,
} from '../components/KeyMetrics/KeyMetricsLoader';
import SetupLoading from '../components/ModuleSetup/SetupLoading';
import { lazyPart } from '../components/lazy-part';
import Root from '../components/Root';
import { registry } from '../datastore/registry';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';
import {
	registerDashboardWidgets,
	registerKeyMetricModules,
} from '../widgets/register';
import { KEY_METRIC_MODULES } from '../modules/key-metric-modules';
import './lists/dashboards';

// The module setup screen brings every module's setup UI (handed down with it, lists/module-setup.ts): a chunk of its
// own, asked for at once on that screen.
const ModuleSetupScreen = lazyPart(
	() =>
		import( /* webpackChunkName: "module-setup" */ './lists/module-setup' )
);

// The Key metrics section and the tiles (entries/key-metrics.ts): a chunk of its own, asked for at once, while the
// dashboard renders and its first reads gather (components/KeyMetrics/KeyMetricsLoader.tsx).
const KeyMetricsPart = lazyPart< KeyMetricsAreaProps >(
	() => import( /* webpackChunkName: "key-metrics" */ './key-metrics' )
);
const KeyMetricsArea = keyMetricsLoader( KeyMetricsPart );

const { moduleSetupSlug, viewContext, features } = getBaseData();
if ( moduleSetupSlug ) {
	ModuleSetupScreen.preload().catch( () => undefined );
}
registerDashboardWidgets( registry );
if ( ! moduleSetupSlug ) {
	registerKeyMetricModules( registry, KEY_METRIC_MODULES );
	// Key metrics come from the personalisation answers: the section exists only with that feature (DashboardApp).
	if ( features?.userInput ) {
		KeyMetricsPart.preload().catch( () => undefined );
	}
}

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
				keyMetricsArea={ KeyMetricsArea }
			/>
		) }
	</Root>
);
