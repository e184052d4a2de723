/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ErrorNotice from '../../../ui/ErrorNotice';
import { useEmailReportsStore } from '../../../EmailReports/use-email-reports-store';

/**
 * "Send me a test report now", and what came of it.
 */
export default function SendTestReport() {
	const store = useEmailReportsStore();
	const { sending, error } = useSelect(
		( select ) => ( {
			sending: select( store ).isSendingTestEmailReport(),
			error: select( store ).getErrorForAction( 'sendTestEmailReport' ),
		} ),
		[ store ]
	);
	const { sendTestEmailReport } = useDispatch( store );
	const [ sentTo, setSentTo ] = useState( '' );
	const send = async () => {
		if ( sending ) {
			return;
		}
		setSentTo( '' );
		const result = await sendTestEmailReport();
		if ( result.response ) {
			setSentTo( result.response.email );
		}
	};
	return (
		<div className="googlesitekit-email-reports-test">
			<button
				type="button"
				className="button"
				onClick={ send }
				aria-disabled={ sending }
				aria-describedby="googlesitekit-email-reports-test-outcome"
			>
				{ sending
					? __( 'Sending a test report…', 'google-site-kit' )
					: __( 'Send me a test report now', 'google-site-kit' ) }
			</button>
			<div id="googlesitekit-email-reports-test-outcome" role="status">
				{ sentTo &&
					sprintf(
						/* translators: %s: email address */
						__(
							'A test report was sent to %s.',
							'google-site-kit'
						),
						sentTo
					) }
			</div>
			{ error && <ErrorNotice error={ error } onRetry={ send } /> }
		</div>
	);
}
