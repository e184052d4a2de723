/**
 * Internal dependencies
 */
import ActivationBanner from '../components/ActivationBanner';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';

mountApp(
	'js-googlesitekit-activation',
	<ActivationBanner setupURL={ getBaseData().pages.splash || '' } />
);
