/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../datastore/site';
import { errorMessage } from '../../api';
import CopyButton from './CopyButton';

const CLIENT_ID_PATTERN = /^[A-Za-z0-9._-]+\.apps\.googleusercontent\.com$/;

interface OAuthClientFormProps {
	/** Called after the client was saved. */
	onSaved?: () => void;
}

/**
 * The form where an admin enters the site's Google OAuth client. The secret is
 * sent once and never shown again: the server keeps it encrypted.
 *
 * @param props         Component props.
 * @param props.onSaved
 */
export default function OAuthClientForm( { onSaved }: OAuthClientFormProps ) {
	const client = useSelect(
		( select ) => select( siteStore ).getOAuthClient(),
		[]
	);
	const isSaving = useSelect(
		( select ) => select( siteStore ).isSavingOAuthClient(),
		[]
	);
	const { saveOAuthClient } = useDispatch( siteStore );
	const [ clientID, setClientID ] = useState( client?.clientID || '' );
	const [ clientSecret, setClientSecret ] = useState( '' );
	const [ error, setError ] = useState( '' );

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		setError( '' );
		const id = clientID.trim();
		if ( ! CLIENT_ID_PATTERN.test( id ) ) {
			setError(
				__(
					'The client ID must look like 1234567890-abc123.apps.googleusercontent.com.',
					'google-site-kit'
				)
			);
			return;
		}
		if ( clientSecret.trim() === '' ) {
			setError( __( 'Enter the client secret.', 'google-site-kit' ) );
			return;
		}
		const { error: saveError } = await saveOAuthClient( {
			clientID: id,
			clientSecret: clientSecret.trim(),
		} );
		if ( saveError ) {
			// Keep what was typed, so nothing is lost.
			setError( errorMessage( saveError ) );
			return;
		}
		setClientSecret( '' );
		onSaved?.();
	};

	return (
		<form
			className="googlesitekit-oauth-client-form"
			onSubmit={ onSubmit }
			noValidate
		>
			<p>
				<label htmlFor="googlesitekit-oauth-client-id">
					{ __( 'Client ID', 'google-site-kit' ) }
				</label>
				<input
					id="googlesitekit-oauth-client-id"
					className="regular-text code"
					type="text"
					autoComplete="off"
					spellCheck={ false }
					value={ clientID }
					onChange={ ( event ) => setClientID( event.target.value ) }
					disabled={ isSaving }
					aria-invalid={
						!! error && ! CLIENT_ID_PATTERN.test( clientID.trim() )
					}
				/>
			</p>
			<p>
				<label htmlFor="googlesitekit-oauth-client-secret">
					{ __( 'Client secret', 'google-site-kit' ) }
				</label>
				<input
					id="googlesitekit-oauth-client-secret"
					className="regular-text code"
					type="password"
					autoComplete="new-password"
					value={ clientSecret }
					onChange={ ( event ) =>
						setClientSecret( event.target.value )
					}
					disabled={ isSaving }
				/>
			</p>
			{ error && (
				<p className="googlesitekit-form-error" role="alert">
					{ error }
				</p>
			) }
			<p>
				<button
					type="submit"
					className="button button-primary"
					disabled={ isSaving }
				>
					{ isSaving
						? __( 'Saving…', 'google-site-kit' )
						: __( 'Save OAuth client', 'google-site-kit' ) }
				</button>
			</p>
			{ client?.redirectURI && (
				<details className="googlesitekit-oauth-help">
					<summary>
						{ __(
							'How do I get an OAuth client?',
							'google-site-kit'
						) }
					</summary>
					<ol>
						<li>
							{ __(
								'In the Google Cloud console, open (or create) a project for this site and go to APIs & Services → Credentials.',
								'google-site-kit'
							) }
						</li>
						<li>
							{ __(
								'Choose Create credentials → OAuth client ID, with the application type “Web application”.',
								'google-site-kit'
							) }
						</li>
						<li>
							{ __(
								'Under “Authorized redirect URIs”, add exactly:',
								'google-site-kit'
							) }{ ' ' }
							<code className="googlesitekit-redirect-uri">
								{ client.redirectURI }
							</code>{ ' ' }
							<CopyButton text={ client.redirectURI } />
						</li>
						<li>
							{ __(
								'Create the client, then paste its client ID and client secret here.',
								'google-site-kit'
							) }
						</li>
					</ol>
				</details>
			) }
		</form>
	);
}
