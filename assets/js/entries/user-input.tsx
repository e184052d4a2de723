/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Root from '../components/Root';
import ScreenLayout from '../components/ScreenLayout';
import UserInputScreen from '../components/UserInput/UserInputScreen';
import { mountApp } from './mount';
import './lists/screens';

mountApp(
	'js-googlesitekit-user-input',
	<Root>
		<ScreenLayout
			title={ __( 'Personalize your metrics', 'google-site-kit' ) }
		>
			<UserInputScreen
				query={ new URLSearchParams( window.location.search ) }
			/>
		</ScreenLayout>
	</Root>
);
