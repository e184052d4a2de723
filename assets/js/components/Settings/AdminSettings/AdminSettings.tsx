/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useFeature } from '../../hooks/use-feature';
import TrackingOptIn from '../../TrackingOptIn';
import EmailReportsCard from './EmailReports/EmailReportsCard';
import KeyMetricsCard from './KeyMetricsCard';
import PluginSettingsCard from './PluginSettingsCard';
import PluginStatus from './PluginStatus';
import SettingsBox from './SettingsBox';

/**
 * The Admin Settings tab (spec §2): the Key metrics card (with the userInput
 * feature only), Plugin Status with the reset, the plugin settings, the email
 * reports and the usage tracking opt-in.
 */
export default function AdminSettings() {
	const userInputEnabled = useFeature( 'userInput' );
	return (
		<div className="googlesitekit-settings-admin">
			{ userInputEnabled && <KeyMetricsCard /> }
			<PluginStatus />
			<PluginSettingsCard />
			<EmailReportsCard />
			<SettingsBox
				title={ __( 'Tracking', 'google-site-kit' ) }
				className="googlesitekit-settings-tracking"
			>
				<TrackingOptIn viewContext="settings" />
			</SettingsBox>
		</div>
	);
}
