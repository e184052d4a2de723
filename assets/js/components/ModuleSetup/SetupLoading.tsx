/**
 * The module setup screen while it loads: what ModuleSetupScreen shows until the module is known, and what the
 * dashboard entry shows while the screen's own code (a chunk of its own) loads. The same, so nothing flashes.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenLayout from '../ScreenLayout';

/**
 * The loading screen.
 */
export default function SetupLoading() {
	return (
		<ScreenLayout title={ __( 'Set up a service', 'google-site-kit' ) }>
			<p className="googlesitekit-loading">
				{ __( 'Loading…', 'google-site-kit' ) }
			</p>
		</ScreenLayout>
	);
}
