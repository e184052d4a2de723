/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DashboardApp from '../components/Dashboard/DashboardApp';
import EntityHeader from '../components/Dashboard/EntityHeader';
import Root from '../components/Root';
import ScreenLayout from '../components/ScreenLayout';
import { registry } from '../datastore/registry';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';
import { registerDashboardWidgets } from '../widgets/register';
import { ENTITY_SECTIONS } from '../modules/entity-sections';

const { permaLink, permaLinkOnSite, pages, viewContext } = getBaseData();
registerDashboardWidgets( registry );

mountApp(
	'js-googlesitekit-entity-dashboard',
	<Root>
		{ permaLinkOnSite ? (
			<DashboardApp
				viewContext={ viewContext || 'entityDashboard' }
				entityURL={ permaLink }
				title={ __( 'Detailed page stats', 'google-site-kit' ) }
				header={ <EntityHeader /> }
				afterToolbar={ ENTITY_SECTIONS.map( ( Section, index ) => (
					<Section key={ index } url={ permaLink } />
				) ) }
			/>
		) : (
			<ScreenLayout
				title={ __( 'Detailed page stats', 'google-site-kit' ) }
			>
				<div className="notice notice-error inline googlesitekit-entity-not-found">
					<p>
						{ __(
							'This address is not a page of this site, so Site Kit has no statistics for it. Choose a page from the dashboard’s lists instead.',
							'google-site-kit'
						) }
					</p>
					<p className="googlesitekit-entity-url">{ permaLink }</p>
				</div>
				<p>
					<a href={ pages.dashboard }>
						{ __( 'Back to dashboard', 'google-site-kit' ) }
					</a>
				</p>
			</ScreenLayout>
		) }
	</Root>
);
