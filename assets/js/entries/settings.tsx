/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Root from '../components/Root';
import ScreenLayout from '../components/ScreenLayout';
import { mountApp } from '../util/mount';

mountApp(
	'googlesitekit-settings-wrapper',
	<Root>
		<ScreenLayout title={ __( 'Settings', 'google-site-kit' ) }>
			<p>
				{ __(
					'Manage the Google services connected to Site Kit and the plugin’s own settings.',
					'google-site-kit'
				) }
			</p>
		</ScreenLayout>
	</Root>
);
