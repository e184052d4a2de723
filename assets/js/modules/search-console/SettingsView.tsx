/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { searchConsoleStore } from './store';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Progress from '../../components/ui/Progress';
import SettingsList from '../../components/ui/SettingsList';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import { propertyLabel, propertyOverviewURL } from './hooks';

/**
 * Search Console's saved settings, read-only.
 */
export default function SettingsView() {
	const { settings, loadError } = useModuleSettings( searchConsoleStore );
	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	if ( settings === undefined ) {
		return <Progress label={ __( 'Loading…', 'google-site-kit' ) } />;
	}
	const { propertyID } = settings;
	return (
		<SettingsList
			items={ [
				{
					label: __( 'Connected property', 'google-site-kit' ),
					value: propertyID ? (
						<>
							{ propertyLabel( propertyID ) }{ ' ' }
							<a
								href={ propertyOverviewURL( propertyID ) }
								target="_blank"
								rel="noopener noreferrer"
							>
								{ __(
									'Open in Search Console',
									'google-site-kit'
								) }
								<span className="screen-reader-text">
									{ __(
										'(opens in a new tab)',
										'google-site-kit'
									) }
								</span>
							</a>
						</>
					) : (
						__( 'None', 'google-site-kit' )
					),
				},
			] }
		/>
	);
}
