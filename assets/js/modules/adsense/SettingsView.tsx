/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { adsenseStore } from './store';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Progress from '../../components/ui/Progress';
import SettingsList from '../../components/ui/SettingsList';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import RequirementsWarning from './RequirementsWarning';

/**
 * AdSense's saved settings, read-only.
 */
export default function SettingsView() {
	const { settings, loadError } = useModuleSettings( adsenseStore );
	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	if ( settings === undefined ) {
		return <Progress label={ __( 'Loading…', 'google-site-kit' ) } />;
	}
	const none = __( 'None', 'google-site-kit' );
	return (
		<>
			<RequirementsWarning />
			<SettingsList
				items={ [
					{
						label: __( 'Publisher ID', 'google-site-kit' ),
						value: settings.accountID || none,
					},
					{
						label: __( 'Client ID', 'google-site-kit' ),
						value: settings.clientID || none,
					},
					{
						label: __(
							'Auto ads snippet placed',
							'google-site-kit'
						),
						value: settings.useSnippet
							? __( 'Yes', 'google-site-kit' )
							: __( 'No', 'google-site-kit' ),
					},
				] }
			/>
		</>
	);
}
