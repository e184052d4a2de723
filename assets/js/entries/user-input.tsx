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
	'js-googlesitekit-user-input',
	<Root>
		<ScreenLayout
			title={ __( 'Personalize your metrics', 'google-site-kit' ) }
		>
			<p>
				{ __(
					'Answer three short questions about your site so Site Kit can suggest the metrics that matter to you.',
					'google-site-kit'
				) }
			</p>
		</ScreenLayout>
	</Root>
);
