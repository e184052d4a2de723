/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ModuleSetupScreen from '../components/ModuleSetup/ModuleSetupScreen';
import Root from '../components/Root';
import ScreenLayout from '../components/ScreenLayout';
import { getBaseData } from '../util/base-data';
import { mountApp } from '../util/mount';

const { moduleSetupSlug } = getBaseData();

mountApp(
	'js-googlesitekit-main-dashboard',
	<Root>
		{ moduleSetupSlug ? (
			<ModuleSetupScreen slug={ moduleSetupSlug } />
		) : (
			<ScreenLayout title={ __( 'Dashboard', 'google-site-kit' ) }>
				<p>
					{ __(
						'Your site’s statistics from Google appear here once its services are connected.',
						'google-site-kit'
					) }
				</p>
			</ScreenLayout>
		) }
	</Root>
);
