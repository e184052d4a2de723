/**
 * What Analytics' setup form does on submit: creates the property and the web data stream when asked (sending the
 * user to Google for analytics.edit first when it is missing, the choices kept in a draft), then saves the settings.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isPermissionScopeError } from '../../api';
import type { APIError } from '../../api/types';
import { useModuleSetupURL } from '../../widgets/hooks/use-module-setup-url';
import { reconnectURLWithRedirect } from '../../components/ui/ErrorNotice';
import { locationStore } from '../../datastore/location';
import { siteStore } from '../../datastore/site';
import { userStore } from '../../datastore/user';
import { useDatapointActions } from '../common/hooks/use-datapoint';
import { EDIT_SCOPE, PROPERTY_CREATE, WEBDATASTREAM_CREATE } from './constants';
import { saveDraft } from './draft';
import { analyticsStore } from './store';
import type { AnalyticsSelection, Property, WebDataStream } from './types';

/** Stands for the server's missing_required_scopes when the missing scope is known beforehand. */
export const MISSING_EDIT_SCOPE: APIError = {
	code: 'missing_required_scopes',
	message: '',
	data: { scopes: [ EDIT_SCOPE ] },
};

interface SetupSubmitOptions {
	/** Whether Site Kit places the tag. */
	snippet: boolean;
	/** Keeps what was created in the form, so that trying again creates nothing twice. */
	setSelection: ( selection: AnalyticsSelection ) => void;
	/** Setup is done. */
	finishSetup: () => void;
}

/**
 * The submit, the trip to Google for the permission, the step under way and the last failure.
 *
 * @param options              Options.
 * @param options.snippet
 * @param options.setSelection
 * @param options.finishSetup
 */
export function useSetupSubmit( {
	snippet,
	setSelection,
	finishSetup,
}: SetupSubmitOptions ) {
	const { setSettings, submitChanges } = useDispatch( analyticsStore );
	const { navigateTo } = useDispatch( locationStore );
	const { setDatapoint } = useDatapointActions();
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
	const [ step, setStep ] = useState< string | null >( null );
	const [ error, setError ] = useState< {
		error: APIError;
		selection: AnalyticsSelection;
	} | null >( null );

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

	return { submit, grant, step, error };
}
