/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { adsenseStore } from './store';
import CheckboxField from '../../components/ui/CheckboxField';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import SelectField from '../../components/ui/SelectField';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import { accountLabel, clientIDFor, useAdSenseAccounts } from './hooks';
import NoAccounts from './NoAccounts';
import { accountsGate } from '../common/components/accounts-gate';
import RequirementsWarning from './RequirementsWarning';

/**
 * AdSense's settings form: the account and the snippet. Edits go into the
 * store; the settings screen saves them.
 */
export default function SettingsEdit() {
	const { settings, loadError, validationError, isSaving } =
		useModuleSettings( adsenseStore );
	const { setSettings } = useDispatch( adsenseStore );
	const accounts = useAdSenseAccounts();

	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	const gate = accountsGate( {
		accounts,
		settingsLoaded: settings !== undefined,
		loadingLabel: __( 'Loading your AdSense accounts…', 'google-site-kit' ),
		NoAccounts,
	} );
	if ( gate || ! accounts.data || settings === undefined ) {
		return gate;
	}
	return (
		<div className="googlesitekit-module-edit">
			<RequirementsWarning />
			<SelectField
				label={ __( 'Account', 'google-site-kit' ) }
				value={ settings.accountID }
				options={ accounts.data.map( ( account ) => ( {
					value: account._id,
					label: accountLabel( account ),
				} ) ) }
				disabled={ isSaving }
				placeholder={ __( 'Select an account', 'google-site-kit' ) }
				onChange={ ( accountID ) =>
					setSettings( {
						accountID,
						clientID: clientIDFor( accountID ),
					} )
				}
			/>
			<CheckboxField
				label={ __(
					'Place the AdSense code on your site (Auto ads)',
					'google-site-kit'
				) }
				checked={ settings.useSnippet }
				disabled={ isSaving }
				onChange={ ( useSnippet ) => setSettings( { useSnippet } ) }
			/>
			{ validationError && (
				<Notice type="error">
					<p>{ validationError }</p>
				</Notice>
			) }
		</div>
	);
}
