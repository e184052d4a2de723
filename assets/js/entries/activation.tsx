/**
 * Internal dependencies
 */
import ActivationBanner from '../components/ActivationBanner';
import { getBaseData } from '../util/base-data';
import { mountApp } from '../util/mount';

mountApp(
	'js-googlesitekit-activation',
	<ActivationBanner setupURL={ getBaseData().pages.splash || '' } />
);
