/**
 * The network admin's Site Kit overview (Network Admin → Site Kit).
 */

/**
 * Internal dependencies
 */
import Root from '../components/Root';
import NetworkOverview from '../components/NetworkOverview/NetworkOverview';
import { mountApp } from './mount';

mountApp(
	'js-googlesitekit-network-overview',
	<Root>
		<NetworkOverview />
	</Root>
);
