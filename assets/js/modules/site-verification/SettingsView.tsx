/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteVerificationStore } from './store';
import { siteStore } from '../../datastore/site';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Progress from '../../components/ui/Progress';
import SettingsList from '../../components/ui/SettingsList';
import { useModuleSettings } from '../common/hooks/use-module-settings';

/**
 * Whether Site Kit has verified the site, read-only (there is nothing to edit).
 */
export default function SettingsView() {
	const { settings, loadError } = useModuleSettings( siteVerificationStore );
	const homeURL = useSelect(
		( select ) => select( siteStore ).getHomeURL(),
		[]
	);
	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	if ( settings === undefined || homeURL === undefined ) {
		return <Progress label={ __( 'Loading…', 'google-site-kit' ) } />;
	}
	return (
		<SettingsList
			items={ [
				{
					label: __( 'Site', 'google-site-kit' ),
					value: homeURL ?? '',
				},
				{
					label: __( 'Site verified', 'google-site-kit' ),
					value: settings.verified
						? __( 'Yes', 'google-site-kit' )
						: __( 'No', 'google-site-kit' ),
				},
			] }
		/>
	);
}
