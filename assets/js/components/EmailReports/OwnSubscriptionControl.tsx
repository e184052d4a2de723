/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FREQUENCIES, type Frequency } from '../../datastore/email-reports';
import ErrorNotice from '../ui/ErrorNotice';
import Progress from '../ui/Progress';
import { frequencyLabel, sentAt, subscriptionSentence } from './labels';
import { useEmailReportsStore } from './use-email-reports-store';

interface OwnSubscriptionControlProps {
	/** Moves the focus to the checked choice (or the first) once the subscription has loaded. */
	focusOnLoad?: boolean;
}

/**
 * The signed-in user's own email report: where it goes, the three frequencies as radio choices (a choice is saved
 * at once) and Unsubscribe, with the current state and what the last change did.
 *
 * @param props             Component props.
 * @param props.focusOnLoad Focus the choices once loaded.
 */
export default function OwnSubscriptionControl( {
	focusOnLoad = false,
}: OwnSubscriptionControlProps ) {
	const store = useEmailReportsStore();
	const name = useId();
	const choices = useRef< HTMLFieldSetElement >( null );
	const { report, loadError, saveError, saving } = useSelect(
		( select ) => ( {
			report: select( store ).getOwnEmailReport(),
			loadError:
				select( store ).getErrorForSelector( 'getOwnEmailReport' ),
			saveError: select( store ).getErrorForAction(
				'setOwnEmailReportFrequency'
			),
			saving: select( store ).isSavingOwnEmailReport(),
		} ),
		[ store ]
	);
	const { setOwnEmailReportFrequency, fetchOwnEmailReport } =
		useDispatch( store );
	// The choice just made shows checked while it is saved; a refusal puts back the saved one.
	const [ picked, setPicked ] = useState< Frequency | null | undefined >();
	const [ message, setMessage ] = useState( '' );
	const loaded = report !== undefined;

	const focusChoice = () => {
		const radios = Array.from(
			choices.current?.querySelectorAll< HTMLInputElement >( 'input' ) ??
				[]
		);
		( radios.find( ( radio ) => radio.checked ) ?? radios[ 0 ] )?.focus();
	};
	useEffect( () => {
		if ( focusOnLoad && loaded ) {
			focusChoice();
		}
	}, [ focusOnLoad, loaded ] );

	const change = async ( frequency: Frequency | null ) => {
		setPicked( frequency );
		setMessage( '' );
		const result = await setOwnEmailReportFrequency( frequency );
		setPicked( undefined );
		if ( result.response ) {
			setMessage(
				frequency
					? __( 'Saved.', 'google-site-kit' )
					: __( 'You are unsubscribed.', 'google-site-kit' )
			);
			if ( ! frequency ) {
				// The Unsubscribe button is gone: the focus goes back to the choices.
				focusChoice();
			}
		}
	};

	if ( ! report ) {
		return loadError ? (
			<ErrorNotice
				error={ loadError }
				onRetry={ () => fetchOwnEmailReport() }
			/>
		) : (
			<Progress
				label={ __( 'Loading your subscription…', 'google-site-kit' ) }
			/>
		);
	}
	const checked = picked !== undefined ? picked : report.frequency;
	return (
		<div
			className="googlesitekit-email-report-control"
			aria-busy={ saving }
		>
			<p className="googlesitekit-email-report-control__address">
				{ sprintf(
					/* translators: %s: the user's email address */
					__( 'Sent to %s', 'google-site-kit' ),
					report.email
				) }
			</p>
			<fieldset
				ref={ choices }
				className="googlesitekit-email-report-control__choices"
			>
				<legend>{ __( 'How often', 'google-site-kit' ) }</legend>
				{ FREQUENCIES.map( ( frequency ) => (
					<span
						key={ frequency }
						className="googlesitekit-email-report-control__choice"
					>
						<input
							type="radio"
							id={ `${ name }-${ frequency }` }
							name={ name }
							value={ frequency }
							checked={ checked === frequency }
							onChange={ () => change( frequency ) }
						/>
						<label htmlFor={ `${ name }-${ frequency }` }>
							{ frequencyLabel( frequency ) }
						</label>
					</span>
				) ) }
			</fieldset>
			<p
				className="googlesitekit-email-report-control__state"
				role="status"
			>
				{ message && <strong>{ message } </strong> }
				{ subscriptionSentence( report.frequency ) }
				{ report.frequency &&
					' ' +
						sprintf(
							/* translators: %s: date and time, or "Never" */
							__( 'Last sent: %s.', 'google-site-kit' ),
							sentAt( report.lastSent )
						) }
			</p>
			{ saveError && <ErrorNotice error={ saveError } /> }
			{ report.frequency && (
				<button
					type="button"
					className="button googlesitekit-email-report-control__unsubscribe"
					onClick={ () => change( null ) }
				>
					{ __( 'Unsubscribe', 'google-site-kit' ) }
				</button>
			) }
		</div>
	);
}
