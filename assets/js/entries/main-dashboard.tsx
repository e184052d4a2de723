/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenLayout from '../components/ScreenLayout';
import { mountApp } from '../util/mount';

mountApp(
	'js-googlesitekit-main-dashboard',
	<ScreenLayout title={ __( 'Dashboard', 'google-site-kit' ) }>
		<p>
			{ __(
				'Your site’s statistics from Google appear here once its services are connected.',
				'google-site-kit'
			) }
		</p>
	</ScreenLayout>
);
