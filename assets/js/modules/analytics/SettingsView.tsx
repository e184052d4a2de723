/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { analyticsStore } from './store';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Progress from '../../components/ui/Progress';
import SettingsList from '../../components/ui/SettingsList';
import { useModuleSettings } from '../common/hooks/use-module-settings';

/**
 * Analytics' saved settings, read-only.
 */
export default function SettingsView() {
	const { settings, loadError } = useModuleSettings( analyticsStore );
	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	if ( settings === undefined ) {
		return <Progress label={ __( 'Loading…', 'google-site-kit' ) } />;
	}
	const none = __( 'None', 'google-site-kit' );
	return (
		<SettingsList
			items={ [
				{
					label: __( 'Account', 'google-site-kit' ),
					value: settings.accountID || none,
				},
				{
					label: __( 'Property', 'google-site-kit' ),
					value: settings.propertyID || none,
				},
				{
					label: __( 'Web data stream', 'google-site-kit' ),
					value: settings.webDataStreamID || none,
				},
				{
					label: __( 'Measurement ID', 'google-site-kit' ),
					value: settings.measurementID || none,
				},
				{
					label: __( 'Snippet placed', 'google-site-kit' ),
					value: settings.useSnippet
						? __( 'Yes', 'google-site-kit' )
						: __( 'No', 'google-site-kit' ),
				},
			] }
		/>
	);
}
