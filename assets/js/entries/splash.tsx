/**
 * Internal dependencies
 */
import Root from '../components/Root';
import SplashScreen from '../components/Splash/SplashScreen';
import { mountApp } from './mount';
import './lists/screens';

mountApp(
	'js-googlesitekit-splash',
	<Root>
		<SplashScreen query={ new URLSearchParams( window.location.search ) } />
	</Root>
);
