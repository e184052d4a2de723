/**
 * Internal dependencies
 */
import Root from '../components/Root';
import SettingsApp from '../components/Settings/SettingsApp';
import { mountApp } from './mount';
import './lists/settings';

/**
 * Whether this admin page is a settings page: its `page` value starts with googlesitekit-settings.
 */
function isSettingsPage(): boolean {
	const page = new URLSearchParams( window.location.search ).get( 'page' );
	return !! page && page.startsWith( 'googlesitekit-settings' );
}

if ( isSettingsPage() ) {
	mountApp(
		'googlesitekit-settings-wrapper',
		<Root>
			<SettingsApp />
		</Root>
	);
}
