/**
 * Analytics' setup screen: the account, property and stream choices and the snippet; what the submit does is
 * `use-setup-submit.ts`'s.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isPermissionScopeError } from '../../api';
import { locationStore } from '../../datastore/location';
import { analyticsStore } from './store';
import CheckboxField from '../../components/ui/CheckboxField';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import Progress from '../../components/ui/Progress';
import SetupGate from '../common/components/SetupGate';
import { accountsGate } from '../common/components/accounts-gate';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import type { ModuleSetupProps } from '../../widgets/module-lists/types';
import AnalyticsSelects from './AnalyticsSelects';
import { takeDraft } from './draft';
import { useAccountSummaries, useWebDataStreams } from './hooks';
import NoAccounts from './NoAccounts';
import { EMPTY_SELECTION, selectionFromSettings } from './selection';
import type { AnalyticsSelection } from './types';
import { MISSING_EDIT_SCOPE, useSetupSubmit } from './use-setup-submit';

/**
 * The form: choices, then on submit whatever has to be created, then the settings.
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
function SetupForm( { finishSetup }: ModuleSetupProps ) {
	// Choices kept while the user granted a permission at Google: resumed once.
	const [ draft ] = useState( takeDraft );
	const summaries = useAccountSummaries();
	const { settings, saveError, isSaving } =
		useModuleSettings( analyticsStore );
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const [ selection, setSelection ] = useState< AnalyticsSelection | null >(
		draft?.selection ?? null
	);
	const [ useSnippet, setUseSnippet ] = useState< boolean | null >(
		draft?.useSnippet ?? null
	);
	let value = EMPTY_SELECTION;
	if ( selection ) {
		value = selection;
	} else if ( settings ) {
		value = selectionFromSettings( settings );
	}
	const snippet = useSnippet ?? settings?.useSnippet ?? true;
	const streams = useWebDataStreams( value.propertyID );
	const { submit, grant, step, error } = useSetupSubmit( {
		snippet,
		setSelection,
		finishSetup,
	} );

	const resumed = useRef( false );
	useEffect( () => {
		if ( draft && settings !== undefined && ! resumed.current ) {
			resumed.current = true;
			submit( draft.selection, true );
		}
		// Runs once, when the settings the submit saves into have loaded.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ draft, settings ] );

	const gate = accountsGate( {
		accounts: summaries,
		settingsLoaded: settings !== undefined,
		loadingLabel: __(
			'Loading your Analytics accounts…',
			'google-site-kit'
		),
		NoAccounts,
	} );
	if ( gate || ! summaries.data || settings === undefined ) {
		return gate;
	}

	const busy = step !== null || isSaving || isNavigating;
	const complete =
		!! value.accountID && !! value.propertyID && !! value.webDataStreamID;

	return (
		<form
			className="googlesitekit-setup-module__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit( value );
			} }
		>
			<AnalyticsSelects
				value={ value }
				onChange={ setSelection }
				accounts={ summaries.data }
				streams={ streams }
				allowCreate
				disabled={ busy }
			/>
			<CheckboxField
				label={ __(
					'Place the Google Analytics code on your site',
					'google-site-kit'
				) }
				help={ __(
					'Site Kit adds the Google tag (gtag.js) with your measurement ID to every page. Leave this off if your theme or another plugin already adds it.',
					'google-site-kit'
				) }
				checked={ snippet }
				disabled={ busy }
				onChange={ setUseSnippet }
			/>
			{ step && <Progress label={ step } /> }
			{ error && isPermissionScopeError( error.error ) && (
				<Notice
					type="error"
					actions={
						<button
							type="button"
							className="button button-primary"
							disabled={ busy }
							onClick={ () =>
								grant(
									error.selection,
									error.error === MISSING_EDIT_SCOPE
										? undefined
										: error.error
								)
							}
						>
							{ __( 'Grant permission', 'google-site-kit' ) }
						</button>
					}
				>
					<p>
						{ __(
							'Site Kit needs your permission to create Google Analytics properties and web data streams.',
							'google-site-kit'
						) }
					</p>
				</Notice>
			) }
			{ error && ! isPermissionScopeError( error.error ) && (
				<ErrorNotice error={ error.error } />
			) }
			{ saveError && <ErrorNotice error={ saveError } /> }
			<div className="googlesitekit-setup-module__actions">
				<button
					type="submit"
					className="button button-primary"
					disabled={ busy || ! complete }
				>
					{ __( 'Configure Analytics', 'google-site-kit' ) }
				</button>
			</div>
		</form>
	);
}

/**
 * Analytics setup: account → GA4 property → web data stream (creating the
 * property or stream when asked), and whether Site Kit places the tag.
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
export default function SetupMain( { finishSetup }: ModuleSetupProps ) {
	return (
		<SetupGate slug="analytics">
			<div className="googlesitekit-setup-module">
				<p className="googlesitekit-setup-module__intro">
					{ __(
						'Google Analytics shows who visits your site, where they come from and what they read. Choose the Google Analytics 4 property and web data stream of this site.',
						'google-site-kit'
					) }
				</p>
				<SetupForm finishSetup={ finishSetup } />
			</div>
		</SetupGate>
	);
}
