/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { trackEvent } from '../../../datastore/tracking';
import { siteStore } from '../../../datastore/site';
import { userStore } from '../../../datastore/user';
import {
	USER_INPUT_QUESTIONS,
	type UserInputQuestion,
} from '../../../datastore/user/constants';
import ErrorNotice from '../../ui/ErrorNotice';
import Progress from '../../ui/Progress';
import SettingsBox from './SettingsBox';
import { answerLabel, questionTitle } from '../../UserInput/labels';
import UserInputAuthor from '../../UserInput/UserInputAuthor';

/** The admin page of the personalisation questions. */
export const USER_INPUT_PAGE = 'googlesitekit-user-input';
const SETTINGS_PAGE = 'googlesitekit-settings';
/** Where the user-input page sends the user back to: this tab. */
export const ADMIN_SETTINGS_HASH = '#/admin-settings';

/**
 * One answered question: its answers, who gave them and the link that edits
 * it on the user-input page, coming back here.
 *
 * @param props          Component props.
 * @param props.question Question key.
 */
function Answer( { question }: { question: UserInputQuestion } ) {
	const saved = useSelect(
		( select ) => select( userStore ).getSavedUserInputSettings(),
		[]
	);
	const values = saved?.[ question ]?.values ?? [];
	const editURL = useSelect(
		( select ) => {
			const settingsURL =
				select( siteStore ).getAdminURL( SETTINGS_PAGE );
			return select( siteStore ).getAdminURL( USER_INPUT_PAGE, {
				question,
				redirect_url: `${ settingsURL ?? '' }${ ADMIN_SETTINGS_HASH }`,
				single: 'settings',
			} );
		},
		[ question ]
	);
	const title = questionTitle( question );

	return (
		<li className="googlesitekit-settings-key-metrics__question">
			<div className="googlesitekit-settings-key-metrics__question-head">
				<h4>{ title }</h4>
				{ editURL && (
					<a
						className="googlesitekit-settings-key-metrics__edit"
						href={ editURL }
						onClick={ () =>
							trackEvent( 'settings', 'question_edit', question )
						}
						aria-label={ sprintf(
							/* translators: %s: the question */
							__( 'Edit your answer to: %s', 'google-site-kit' ),
							title
						) }
					>
						{ __( 'Edit', 'google-site-kit' ) }
					</a>
				) }
			</div>
			<ul className="googlesitekit-settings-key-metrics__answers">
				{ values.map( ( value ) => (
					<li key={ value }>{ answerLabel( question, value ) }</li>
				) ) }
			</ul>
			<UserInputAuthor question={ question } />
		</li>
	);
}

/**
 * The Key metrics card of the Admin Settings tab (spec §2; shown only with the
 * userInput feature): the answers to the personalisation questions, each with
 * its edit link, or a call to action (not dismissible) to answer them.
 */
export default function KeyMetricsCard() {
	const completed = useSelect(
		( select ) => select( userStore ).isUserInputCompleted(),
		[]
	);
	const error = useSelect(
		( select ) =>
			select( userStore ).getErrorForSelector( 'getUserInputSettings' ),
		[]
	);
	const userInputURL = useSelect(
		( select ) => select( siteStore ).getAdminURL( USER_INPUT_PAGE ),
		[]
	);

	let content;
	if ( error && completed === undefined ) {
		content = <ErrorNotice error={ error } />;
	} else if ( completed === undefined ) {
		content = (
			<Progress
				label={ __( 'Loading your answers…', 'google-site-kit' ) }
			/>
		);
	} else if ( completed ) {
		content = (
			<>
				<p className="googlesitekit-settings-box__intro">
					{ __(
						'Site Kit picks the metrics it shows you from these answers. Edit one to change them.',
						'google-site-kit'
					) }
				</p>
				<ul className="googlesitekit-settings-key-metrics__questions">
					{ USER_INPUT_QUESTIONS.map( ( question ) => (
						<Answer key={ question } question={ question } />
					) ) }
				</ul>
			</>
		);
	} else {
		content = (
			<div className="googlesitekit-settings-key-metrics__cta">
				<h4>{ __( 'Personalize your metrics', 'google-site-kit' ) }</h4>
				<p>
					{ __(
						'Answer three quick questions about your site and Site Kit will show the metrics that matter most to you.',
						'google-site-kit'
					) }
				</p>
				{ userInputURL && (
					<a className="button button-primary" href={ userInputURL }>
						{ __( 'Get tailored metrics', 'google-site-kit' ) }
					</a>
				) }
			</div>
		);
	}

	return (
		<SettingsBox
			title={ __( 'Key metrics', 'google-site-kit' ) }
			className="googlesitekit-settings-key-metrics"
		>
			{ content }
		</SettingsBox>
	);
}
