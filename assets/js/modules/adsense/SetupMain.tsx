/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { adsenseStore } from './store';
import CheckboxField from '../../components/ui/CheckboxField';
import ErrorNotice from '../../components/ui/ErrorNotice';
import SelectField from '../../components/ui/SelectField';
import SetupGate from '../common/components/SetupGate';
import { useDatapointActions } from '../common/hooks/use-datapoint';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import type { ModuleSetupProps } from '../../widgets/module-lists/types';
import { accountLabel, clientIDFor, useAdSenseAccounts } from './hooks';
import NoAccounts from './NoAccounts';
import { accountsGate } from '../common/components/accounts-gate';
import RequirementsWarning from './RequirementsWarning';
import type { AdClient } from './types';

/**
 * The form: the account, the snippet, then the settings.
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
function SetupForm( { finishSetup }: ModuleSetupProps ) {
	const accounts = useAdSenseAccounts();
	const { readDatapoint } = useDatapointActions();
	const { settings, saveError, isSaving } = useModuleSettings( adsenseStore );
	const { setSettings, submitChanges } = useDispatch( adsenseStore );
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const [ accountID, setAccountID ] = useState< string | null >( null );
	const [ useSnippet, setUseSnippet ] = useState< boolean | null >( null );
	const [ isChecking, setIsChecking ] = useState( false );
	const [ clientError, setClientError ] = useState< APIError | null >( null );

	const gate = accountsGate( {
		accounts,
		settingsLoaded: settings !== undefined,
		loadingLabel: __( 'Loading your AdSense accounts…', 'google-site-kit' ),
		NoAccounts,
	} );
	if ( gate || ! accounts.data || settings === undefined ) {
		return gate;
	}

	const ids = accounts.data.map( ( account ) => account._id );
	const value =
		accountID ??
		( ids.includes( settings.accountID ) ? settings.accountID : ids[ 0 ] );
	const snippet = useSnippet ?? settings.useSnippet;
	const busy = isChecking || isSaving || isNavigating;

	const submit = async () => {
		setClientError( null );
		setIsChecking( true );
		// Auto ads name the account's client for content ads (AFC).
		const clients = await readDatapoint< AdClient[] >(
			'adsense',
			'adclients',
			{ accountID: value }
		);
		setIsChecking( false );
		if ( clients.error ) {
			setClientError( clients.error );
			return;
		}
		const afc = clients.response.find(
			( client ) => client.productCode === 'AFC'
		);
		setSettings( {
			accountID: value,
			clientID: afc?._id ?? clientIDFor( value ),
			useSnippet: snippet,
		} );
		const { error } = await submitChanges();
		if ( ! error ) {
			finishSetup();
		}
	};

	return (
		<form
			className="googlesitekit-setup-module__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<SelectField
				label={ __( 'Account', 'google-site-kit' ) }
				value={ value }
				options={ accounts.data.map( ( account ) => ( {
					value: account._id,
					label: accountLabel( account ),
				} ) ) }
				disabled={ busy }
				onChange={ setAccountID }
			/>
			<CheckboxField
				label={ __(
					'Place the AdSense code on your site (Auto ads)',
					'google-site-kit'
				) }
				help={ __(
					'Site Kit adds the AdSense Auto ads code with your publisher ID to every page, so Google can place ads. Leave this off if your theme or another plugin already adds it.',
					'google-site-kit'
				) }
				checked={ snippet }
				disabled={ busy }
				onChange={ setUseSnippet }
			/>
			{ clientError && <ErrorNotice error={ clientError } /> }
			{ saveError && <ErrorNotice error={ saveError } /> }
			<div className="googlesitekit-setup-module__actions">
				<button
					type="submit"
					className="button button-primary"
					disabled={ busy }
				>
					{ isSaving
						? __( 'Saving…', 'google-site-kit' )
						: __( 'Configure AdSense', 'google-site-kit' ) }
				</button>
			</div>
		</form>
	);
}

/**
 * AdSense setup: the account, and whether Site Kit places the Auto ads code.
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
export default function SetupMain( { finishSetup }: ModuleSetupProps ) {
	return (
		<SetupGate slug="adsense">
			<div className="googlesitekit-setup-module">
				<p className="googlesitekit-setup-module__intro">
					{ __(
						'AdSense shows ads on your site and pays you for them. Choose the AdSense account of this site.',
						'google-site-kit'
					) }
				</p>
				<RequirementsWarning />
				<SetupForm finishSetup={ finishSetup } />
			</div>
		</SetupGate>
	);
}
