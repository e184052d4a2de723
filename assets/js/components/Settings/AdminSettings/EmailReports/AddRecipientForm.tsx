/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../../api';
import type { APIError } from '../../../../api/types';
import {
	FREQUENCIES,
	type Frequency,
} from '../../../../datastore/email-reports';
import ErrorNotice from '../../../ui/ErrorNotice';
import { frequencyLabel } from '../../../EmailReports/labels';
import { useEmailReportsStore } from '../../../EmailReports/use-email-reports-store';

/**
 * Which field a refusal is about (the address, the frequency, or neither: shown above the form) and its words. A
 * schema refusal names the property inside `data` (`data[email] …`).
 *
 * @param error The server's error.
 */
export function fieldError( error: APIError ): {
	field: 'email' | 'frequency' | null;
	message: string;
} {
	if (
		error.code === 'email_report_invalid_email' ||
		error.code === 'email_report_duplicate'
	) {
		return { field: 'email', message: errorMessage( error ) };
	}
	if ( error.code === 'rest_invalid_param' ) {
		const params = error.data?.params ?? {};
		for ( const field of [ 'email', 'frequency' ] as const ) {
			const message =
				params[ field ] ??
				( params.data?.includes( `[${ field }]` )
					? params.data
					: undefined );
			if ( message ) {
				return { field, message };
			}
		}
	}
	return { field: null, message: errorMessage( error ) };
}

/**
 * Adds an outside recipient: an address and a frequency. The server's refusal shows next to the field it is about,
 * and what was typed stays; once added, the address gets a confirmation email and is pending until it confirms.
 */
export default function AddRecipientForm() {
	const store = useEmailReportsStore();
	const id = useId();
	const emailField = useRef< HTMLInputElement >( null );
	const [ email, setEmail ] = useState( '' );
	const [ frequency, setFrequency ] = useState< Frequency >( 'monthly' );
	const [ added, setAdded ] = useState( '' );
	const { adding, error } = useSelect(
		( select ) => ( {
			adding: select( store ).isAddingEmailRecipient(),
			error: select( store ).getErrorForAction( 'addEmailRecipient' ),
		} ),
		[ store ]
	);
	const { addEmailRecipient } = useDispatch( store );
	const [ missing, setMissing ] = useState( false );
	const refusal = error ? fieldError( error ) : null;
	const field = missing ? 'email' : refusal?.field ?? null;
	const fieldMessage = missing
		? __( 'Enter an email address.', 'google-site-kit' )
		: refusal?.message ?? '';

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( adding ) {
			return;
		}
		setAdded( '' );
		setMissing( ! email.trim() );
		if ( ! email.trim() ) {
			emailField.current?.focus();
			return;
		}
		const result = await addEmailRecipient( email.trim(), frequency );
		if ( result.response ) {
			// The server says whether a confirmation went out now (at most one a day per address).
			setAdded(
				result.response.message ||
					sprintf(
						/* translators: %s: email address */
						__(
							'Added %s. A confirmation email is on its way; reports start once they confirm.',
							'google-site-kit'
						),
						result.response.email
					)
			);
			setEmail( '' );
		} else if ( fieldError( result.error ).field === 'email' ) {
			emailField.current?.focus();
		}
	};

	return (
		<form
			className="googlesitekit-email-reports-add"
			onSubmit={ submit }
			noValidate
		>
			<h4>{ __( 'Add a recipient', 'google-site-kit' ) }</h4>
			<p className="googlesitekit-email-reports-add__intro">
				{ __(
					'Someone without an account here, such as a client. They get a confirmation email first, and reports only once they confirm.',
					'google-site-kit'
				) }
			</p>
			{ error && ! field && <ErrorNotice error={ error } /> }
			<div className="googlesitekit-email-reports-add__fields">
				<div className="googlesitekit-email-reports-add__field">
					<label htmlFor={ `${ id }-email` }>
						{ __( 'Email address', 'google-site-kit' ) }
					</label>
					<input
						ref={ emailField }
						id={ `${ id }-email` }
						type="email"
						autoComplete="off"
						value={ email }
						onChange={ ( event ) => setEmail( event.target.value ) }
						aria-invalid={ field === 'email' }
						aria-describedby={
							field === 'email'
								? `${ id }-email-error`
								: undefined
						}
						required
					/>
					{ field === 'email' && (
						<p
							id={ `${ id }-email-error` }
							className="googlesitekit-email-reports-add__error"
							role="alert"
						>
							{ fieldMessage }
						</p>
					) }
				</div>
				<div className="googlesitekit-email-reports-add__field">
					<label htmlFor={ `${ id }-frequency` }>
						{ __( 'Frequency', 'google-site-kit' ) }
					</label>
					<select
						id={ `${ id }-frequency` }
						value={ frequency }
						onChange={ ( event ) =>
							setFrequency( event.target.value as Frequency )
						}
						aria-invalid={ field === 'frequency' }
						aria-describedby={
							field === 'frequency'
								? `${ id }-frequency-error`
								: undefined
						}
					>
						{ FREQUENCIES.map( ( choice ) => (
							<option key={ choice } value={ choice }>
								{ frequencyLabel( choice ) }
							</option>
						) ) }
					</select>
					{ field === 'frequency' && (
						<p
							id={ `${ id }-frequency-error` }
							className="googlesitekit-email-reports-add__error"
							role="alert"
						>
							{ fieldMessage }
						</p>
					) }
				</div>
				<button
					type="submit"
					className="button button-primary"
					aria-disabled={ adding }
				>
					{ adding
						? __( 'Adding…', 'google-site-kit' )
						: __( 'Add recipient', 'google-site-kit' ) }
				</button>
			</div>
			<p role="status" className="googlesitekit-email-reports-add__done">
				{ added }
			</p>
		</form>
	);
}
