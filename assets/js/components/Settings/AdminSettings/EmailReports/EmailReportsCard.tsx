/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ErrorNotice from '../../../ui/ErrorNotice';
import Progress from '../../../ui/Progress';
import OwnSubscriptionControl from '../../../EmailReports/OwnSubscriptionControl';
import { useEmailReportsStore } from '../../../EmailReports/use-email-reports-store';
import SettingsBox from '../SettingsBox';
import AddRecipientForm from './AddRecipientForm';
import SendingHealth from './SendingHealth';
import SendTestReport from './SendTestReport';
import SubscriptionList from './SubscriptionList';

/**
 * The Email reports card of the Admin Settings tab: the admin's own subscription and a test send, how the sending
 * goes, every subscription (each can be ended), and a form that adds an outside recipient.
 */
export default function EmailReportsCard() {
	const store = useEmailReportsStore();
	const { reports, error, ownSettled } = useSelect(
		( select ) => ( {
			reports: select( store ).getSiteEmailReports(),
			error: select( store ).getErrorForSelector( 'getSiteEmailReports' ),
			// The card waits for both reads with one progress bar, so it does not grow in two steps.
			ownSettled:
				select( store ).getOwnEmailReport() !== undefined ||
				!! select( store ).getErrorForSelector( 'getOwnEmailReport' ),
		} ),
		[ store ]
	);
	const { fetchSiteEmailReports } = useDispatch( store );
	let list;
	if ( ! ownSettled || ( ! reports && ! error ) ) {
		list = (
			<Progress
				label={ __( 'Loading the email reports…', 'google-site-kit' ) }
			/>
		);
	} else if ( reports ) {
		list = (
			<>
				<SendingHealth health={ reports.health } />
				<SubscriptionList subscriptions={ reports.subscriptions } />
				<AddRecipientForm />
			</>
		);
	} else if ( error ) {
		list = (
			<ErrorNotice
				error={ error }
				onRetry={ () => fetchSiteEmailReports() }
			/>
		);
	}
	return (
		<SettingsBox
			title={ __( 'Email reports', 'google-site-kit' ) }
			className="googlesitekit-settings-email-reports"
		>
			<p className="googlesitekit-settings-box__intro">
				{ __(
					'A summary of the site’s figures by email, weekly, monthly or quarterly. Each person sees only the services shared with them.',
					'google-site-kit'
				) }
			</p>
			{ ownSettled && (
				<div className="googlesitekit-email-reports-own">
					<h4>{ __( 'Your subscription', 'google-site-kit' ) }</h4>
					<OwnSubscriptionControl />
					<SendTestReport />
				</div>
			) }
			{ list }
		</SettingsBox>
	);
}
