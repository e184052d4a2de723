/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../../datastore/site';
import ResetButton from '../../ResetButton';
import SettingsBox from './SettingsBox';

/**
 * The Plugin Status card of the Admin Settings tab (spec §2): whether Site Kit
 * is connected, and the reset control.
 */
export default function PluginStatus() {
	const connected = useSelect(
		( select ) => select( siteStore ).isConnected(),
		[]
	);

	let status = __( 'Checking the connection…', 'google-site-kit' );
	if ( connected === true ) {
		status = __( 'Site Kit is connected to Google.', 'google-site-kit' );
	} else if ( connected === false ) {
		status = __(
			'Site Kit is not connected to Google.',
			'google-site-kit'
		);
	}

	return (
		<SettingsBox
			title={ __( 'Plugin Status', 'google-site-kit' ) }
			className="googlesitekit-settings-plugin-status"
		>
			<p
				className={ `googlesitekit-settings-plugin-status__state${
					connected
						? ' googlesitekit-settings-plugin-status__state--connected'
						: ''
				}` }
			>
				{ status }
			</p>
			<p className="googlesitekit-settings-box__intro">
				{ __(
					'Resetting Site Kit deletes its settings and disconnects everyone from Google, so you can set it up again from the start.',
					'google-site-kit'
				) }
			</p>
			<ResetButton viewContext="settings" />
		</SettingsBox>
	);
}
