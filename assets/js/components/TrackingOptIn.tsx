/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { userStore } from '../datastore/user';
import { trackEvent } from '../datastore/tracking';

export const PRIVACY_POLICY_URL = 'https://policies.google.com/privacy';

interface TrackingOptInProps {
	/** The spec's view context, for the event category. */
	viewContext: string;
}

/**
 * The usage tracking opt-in (spec §4): saves the choice; on success tracking follows it and an opt-in is recorded;
 * a failed save shows under the checkbox.
 *
 * @param props             Component props.
 * @param props.viewContext
 */
export default function TrackingOptIn( { viewContext }: TrackingOptInProps ) {
	const enabled = useSelect(
		( select ) => select( userStore ).isTrackingEnabled(),
		[]
	);
	const saving = useSelect(
		( select ) => select( userStore ).isSavingTrackingEnabled(),
		[]
	);
	const { setTrackingEnabled } = useDispatch( userStore );
	const [ error, setError ] = useState( '' );
	// The choice being saved, shown meanwhile; a failed save shows the saved one again.
	const [ pending, setPending ] = useState< boolean | null >( null );

	const onChange = async ( checked: boolean ) => {
		setError( '' );
		setPending( checked );
		const result = await setTrackingEnabled( checked );
		setPending( null );
		if ( result.error ) {
			setError( result.error.message );
			return;
		}
		if ( checked ) {
			trackEvent( viewContext, 'tracking_optin' );
		}
	};

	return (
		<div className="googlesitekit-tracking-optin">
			<input
				id={ `googlesitekit-tracking-optin-${ viewContext }` }
				type="checkbox"
				checked={ pending ?? !! enabled }
				disabled={ enabled === undefined || saving }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>{ ' ' }
			<label htmlFor={ `googlesitekit-tracking-optin-${ viewContext }` }>
				{ __(
					'Help us improve Site Kit by sharing anonymous usage statistics.',
					'google-site-kit'
				) }
			</label>{ ' ' }
			<a
				href={ PRIVACY_POLICY_URL }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ __( 'Google Privacy Policy', 'google-site-kit' ) }
			</a>
			{ error && (
				<p className="googlesitekit-form-error" role="alert">
					{ error }
				</p>
			) }
		</div>
	);
}
