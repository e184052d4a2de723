/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isPermissionScopeError } from '../../api';
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { analyticsStore } from './store';
import { siteStore } from '../../datastore/site';
import { userStore } from '../../datastore/user';
import CheckboxField from '../../components/ui/CheckboxField';
import ErrorNotice, {
	reconnectURLWithRedirect,
} from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import Progress from '../../components/ui/Progress';
import { useModuleSetupURL } from '../../widgets/hooks/use-module-setup-url';
import SetupGate from '../common/components/SetupGate';
import { useDatapointActions } from '../common/hooks/use-datapoint';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import type { ModuleSetupProps } from '../types';
import AnalyticsSelects from './AnalyticsSelects';
import { EDIT_SCOPE, PROPERTY_CREATE, WEBDATASTREAM_CREATE } from './constants';
import { saveDraft, takeDraft } from './draft';
import { useAccountSummaries, useWebDataStreams } from './hooks';
import NoAccounts from './NoAccounts';
import { EMPTY_SELECTION, selectionFromSettings } from './selection';
import type { AnalyticsSelection, Property, WebDataStream } from './types';

/** Stands for the server's missing_required_scopes when the missing scope is known beforehand. */
const MISSING_EDIT_SCOPE: APIError = {
	code: 'missing_required_scopes',
	message: '',
	data: { scopes: [ EDIT_SCOPE ] },
};

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
	const { setSettings, submitChanges } = useDispatch( analyticsStore );
	const { navigateTo } = useDispatch( locationStore );
	const { setDatapoint } = useDatapointActions();
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const setupURL = useModuleSetupURL( 'analytics' );
	const canEdit = useSelect(
		( select ) => select( userStore ).hasScope( EDIT_SCOPE ),
		[]
	);
	const editConnectURL = useSelect(
		( select ) =>
			select( siteStore ).getConnectURL( {
				additionalScopes: [ EDIT_SCOPE ],
				redirectURL: setupURL,
			} ),
		[ setupURL ]
	);
	const [ selection, setSelection ] = useState< AnalyticsSelection | null >(
		draft?.selection ?? null
	);
	const [ useSnippet, setUseSnippet ] = useState< boolean | null >(
		draft?.useSnippet ?? null
	);
	const [ step, setStep ] = useState< string | null >( null );
	const [ error, setError ] = useState< {
		error: APIError;
		selection: AnalyticsSelection;
	} | null >( null );

	let value = EMPTY_SELECTION;
	if ( selection ) {
		value = selection;
	} else if ( settings ) {
		value = selectionFromSettings( settings );
	}
	const snippet = useSnippet ?? settings?.useSnippet ?? true;
	const streams = useWebDataStreams( value.propertyID );

	/**
	 * Sends the user to Google to grant the permission to create properties
	 * and streams, keeping the choices so the setup carries on when they come
	 * back here.
	 *
	 * @param pending    The choices to resume with.
	 * @param scopeError The missing_required_scopes error, if the server answered one.
	 */
	const grant = ( pending: AnalyticsSelection, scopeError?: APIError ) => {
		const reconnectURL =
			scopeError?.data.reconnectURL && setupURL
				? reconnectURLWithRedirect(
						scopeError.data.reconnectURL,
						setupURL
				  )
				: editConnectURL;
		if ( ! reconnectURL ) {
			return;
		}
		saveDraft( { selection: pending, useSnippet: snippet } );
		navigateTo( reconnectURL );
	};

	const fail = (
		failure: APIError,
		pending: AnalyticsSelection,
		resumed: boolean
	) => {
		setStep( null );
		if ( isPermissionScopeError( failure ) && ! resumed ) {
			grant( pending, failure );
			return;
		}
		setError( { error: failure, selection: pending } );
	};

	const submit = async ( start: AnalyticsSelection, resumed = false ) => {
		setError( null );
		let next = start;
		const creates =
			next.propertyID === PROPERTY_CREATE ||
			next.webDataStreamID === WEBDATASTREAM_CREATE;
		if ( creates && canEdit === false ) {
			// Known to fail without the scope: ask for it before calling Google.
			if ( resumed ) {
				setError( { error: MISSING_EDIT_SCOPE, selection: next } );
			} else {
				grant( next );
			}
			return;
		}
		if ( next.propertyID === PROPERTY_CREATE ) {
			setStep( __( 'Creating the property…', 'google-site-kit' ) );
			// The account's property list changes: the store reads it again.
			const created = await setDatapoint< Property >(
				'analytics',
				'create-property',
				{ accountID: next.accountID },
				{ invalidates: [ 'account-summaries' ] }
			);
			if ( created.error ) {
				fail( created.error, next, resumed );
				return;
			}
			// Keep what exists now, so that trying again creates nothing twice.
			next = {
				...next,
				propertyID: created.response._id,
				webDataStreamID: WEBDATASTREAM_CREATE,
				measurementID: '',
			};
			setSelection( next );
		}
		if ( next.webDataStreamID === WEBDATASTREAM_CREATE ) {
			setStep( __( 'Creating the web data stream…', 'google-site-kit' ) );
			const propertyID = next.propertyID;
			const created = await setDatapoint< WebDataStream >(
				'analytics',
				'create-webdatastream',
				{ propertyID },
				{ invalidates: [ 'webdatastreams' ] }
			);
			if ( created.error ) {
				fail( created.error, next, resumed );
				return;
			}
			next = {
				...next,
				webDataStreamID: created.response._id,
				measurementID: created.response.webStreamData.measurementId,
			};
			setSelection( next );
		}
		setStep( __( 'Saving…', 'google-site-kit' ) );
		setSettings( { ...next, useSnippet: snippet } );
		const saved = await submitChanges();
		setStep( null );
		if ( ! saved.error ) {
			finishSetup();
		}
	};

	const resumed = useRef( false );
	useEffect( () => {
		if ( draft && settings !== undefined && ! resumed.current ) {
			resumed.current = true;
			submit( draft.selection, true );
		}
		// Runs once, when the settings the submit saves into have loaded.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ draft, settings ] );

	if ( summaries.error && ! summaries.data ) {
		return (
			<ErrorNotice
				error={ summaries.error }
				onRetry={ summaries.refetch }
			/>
		);
	}
	if ( ! summaries.data || settings === undefined ) {
		return (
			<Progress
				label={ __(
					'Loading your Analytics accounts…',
					'google-site-kit'
				) }
			/>
		);
	}
	if ( ! summaries.data.length ) {
		return (
			<NoAccounts
				onCheckAgain={ summaries.refetch }
				isChecking={ summaries.isFetching }
			/>
		);
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
