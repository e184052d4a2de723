/**
 * External dependencies
 */
import { HashRouter } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenLayout from '../ScreenLayout';
import { ROUTER_FUTURE } from './routes';
import SettingsContent from './SettingsRoutes';
import SettingsTabs from './SettingsTabs';

/**
 * The settings screen: header, tabs and the routed content (hash routes, so
 * the WordPress admin page URL stays the same).
 */
export default function SettingsApp() {
	return (
		<ScreenLayout title={ __( 'Settings', 'google-site-kit' ) }>
			<HashRouter future={ ROUTER_FUTURE }>
				<SettingsTabs />
				<div className="googlesitekit-settings-content">
					<SettingsContent />
				</div>
			</HashRouter>
		</ScreenLayout>
	);
}
