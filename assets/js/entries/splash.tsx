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
	'js-googlesitekit-splash',
	<ScreenLayout title={ __( 'Set up Site Kit', 'google-site-kit' ) }>
		<p>
			{ __(
				'Connect this site to Google Search Console, Analytics, AdSense and PageSpeed Insights, and read their statistics right here in WordPress.',
				'google-site-kit'
			) }
		</p>
	</ScreenLayout>
);
