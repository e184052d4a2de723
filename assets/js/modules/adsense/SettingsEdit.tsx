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
import Progress from '../../components/ui/Progress';
import SelectField from '../../components/ui/SelectField';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import { accountLabel, clientIDFor, useAdSenseAccounts } from './hooks';
import NoAccounts from './NoAccounts';
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
	if ( accounts.error && ! accounts.data ) {
		return (
			<ErrorNotice
				error={ accounts.error }
				onRetry={ accounts.refetch }
			/>
		);
	}
	if ( settings === undefined || ! accounts.data ) {
		return (
			<Progress
				label={ __(
					'Loading your AdSense accounts…',
					'google-site-kit'
				) }
			/>
		);
	}
	if ( ! accounts.data.length ) {
		return (
			<NoAccounts
				onCheckAgain={ accounts.refetch }
				isChecking={ accounts.isFetching }
			/>
		);
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
