/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import { siteStore } from '../../datastore/site';
import { userStore } from '../../datastore/user';
import { useFeature } from '../hooks/use-feature';
import { getModuleServices } from '../../widgets/module-lists/services';
import { trackEvent } from '../../datastore/tracking';
import BannerNotification from './BannerNotification';

export const USER_INPUT_NOTIFICATION_ID = 'user-input-settings-notification';
/** "Remind me later" lasts this long (spec §9: 3 hours). */
export const USER_INPUT_REMIND_LATER_SECONDS = 3 * 60 * 60;

/** The modules whose connection the questions wait for (their service's `neededByUserInput`). */
function userInputModules(): string[] {
	return Object.entries( getModuleServices() )
		.filter( ( [ , service ] ) => service.neededByUserInput )
		.map( ( [ slug ] ) => slug );
}

/**
 * The notification that invites the user to personalise their metrics
 * (spec §4): only with the userInput feature, while the answers are not
 * complete and once the modules it needs (Analytics and Search Console) are
 * connected.
 *
 * @param props             Component props.
 * @param props.viewContext The spec's view context, for events.
 */
export default function UserInputNotification( {
	viewContext,
}: {
	viewContext: string;
} ) {
	const enabled = useFeature( 'userInput' );
	const { show, userInputURL } = useSelect(
		( select ) => {
			if ( ! enabled ) {
				return { show: false, userInputURL: undefined };
			}
			const canAnswer = select( userStore ).hasCapability(
				'googlesitekit_authenticate'
			);
			// Only users who may answer read the answers.
			const completed = canAnswer
				? select( userStore ).isUserInputCompleted()
				: undefined;
			const connected = userInputModules().every(
				( slug ) => !! select( modulesStore ).isModuleConnected( slug )
			);
			return {
				show: completed === false && !! canAnswer && connected,
				userInputURL: select( siteStore ).getAdminURL(
					'googlesitekit-user-input'
				),
			};
		},
		[ enabled ]
	);
	if ( ! show || ! userInputURL ) {
		return null;
	}
	return (
		<BannerNotification
			id={ USER_INPUT_NOTIFICATION_ID }
			type="win-stats-increase"
			title={ __( 'Personalize your metrics', 'google-site-kit' ) }
			description={ __(
				'Answer 3 quick questions about your site and Site Kit will put the metrics that matter to you first.',
				'google-site-kit'
			) }
			ctaLabel={ __( 'Let’s go', 'google-site-kit' ) }
			ctaLink={ userInputURL }
			onCTAClick={ () => {
				trackEvent( viewContext, 'user_input_notification_cta' );
				// Leaving for the questions; not a dismissal.
				return false;
			} }
			dismiss={ __( 'Remind me later', 'google-site-kit' ) }
			dismissExpires={ USER_INPUT_REMIND_LATER_SECONDS }
			onView={ () =>
				trackEvent( viewContext, 'user_input_notification_view' )
			}
		/>
	);
}
