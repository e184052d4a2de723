/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import {
	USER_INPUT_QUESTIONS,
	type UserInputQuestion,
} from '../../datastore/user/constants';
import { useFocusOnChange, useUserInputBusy } from './hooks';
import UserInputPreview from './UserInputPreview';
import UserInputQuestionFields from './UserInputQuestionFields';
import { answersProblem } from './util';

const NO_VALUES: string[] = [];

type Step = UserInputQuestion | 'preview';

interface UserInputFlowProps {
	/** The question to start at; the first by default. */
	startQuestion?: UserInputQuestion | null;
	/** Where to go once saved. */
	doneURL: string;
	/** Where the review's Cancel goes. */
	cancelURL: string;
}

/**
 * Where the flow is: "Question 2 of 3" and a bar with a segment per question.
 *
 * @param props       Component props.
 * @param props.index Zero-based index of the question.
 */
function StepIndicator( { index }: { index: number } ) {
	const total = USER_INPUT_QUESTIONS.length;
	return (
		<div className="googlesitekit-user-input__progress">
			<p className="googlesitekit-user-input__step">
				{ sprintf(
					/* translators: 1: number of the question, 2: number of questions */
					__( 'Question %1$d of %2$d', 'google-site-kit' ),
					index + 1,
					total
				) }
			</p>
			<ol
				className="googlesitekit-user-input__segments"
				aria-hidden="true"
			>
				{ USER_INPUT_QUESTIONS.map( ( question, i ) => (
					<li
						key={ question }
						className={
							i <= index
								? 'googlesitekit-user-input__segment googlesitekit-user-input__segment--done'
								: 'googlesitekit-user-input__segment'
						}
					/>
				) ) }
			</ol>
		</div>
	);
}

/**
 * The whole personalisation flow: one question per step (purpose, post
 * frequency, goals), each with Next and Back, then the review where the
 * answers are saved. Next and Enter go on only when the answers are valid;
 * otherwise Next says what is missing (spec §5).
 *
 * @param props               Component props.
 * @param props.startQuestion
 * @param props.doneURL
 * @param props.cancelURL
 */
export default function UserInputFlow( {
	startQuestion,
	doneURL,
	cancelURL,
}: UserInputFlowProps ) {
	const [ step, setStep ] = useState< Step >(
		startQuestion ?? USER_INPUT_QUESTIONS[ 0 ]
	);
	// Whether Next (or Enter) was tried on this step: only then is a problem shown.
	const [ attempted, setAttempted ] = useState( false );
	const heading = useRef< HTMLHeadingElement >( null );
	useFocusOnChange( heading, step );
	const busy = useUserInputBusy();
	const values = useSelect(
		( select ) =>
			step === 'preview'
				? NO_VALUES
				: select( userStore ).getUserInputSetting( step ) ?? NO_VALUES,
		[ step ]
	);

	const goTo = ( next: Step ) => {
		setAttempted( false );
		setStep( next );
	};

	if ( step === 'preview' ) {
		return (
			<UserInputPreview
				headingRef={ heading }
				onEdit={ goTo }
				onBack={ () =>
					goTo(
						USER_INPUT_QUESTIONS[ USER_INPUT_QUESTIONS.length - 1 ]
					)
				}
				doneURL={ doneURL }
				cancelURL={ cancelURL }
			/>
		);
	}

	const index = USER_INPUT_QUESTIONS.indexOf( step );
	const problem = answersProblem( step, values );

	const next = () => {
		if ( busy ) {
			return;
		}
		setAttempted( true );
		if ( problem ) {
			return;
		}
		goTo( USER_INPUT_QUESTIONS[ index + 1 ] ?? 'preview' );
	};

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		next();
	};

	return (
		<form
			className="googlesitekit-user-input__step-form"
			onSubmit={ onSubmit }
			noValidate
		>
			<StepIndicator index={ index } />
			<UserInputQuestionFields
				key={ step }
				question={ step }
				disabled={ busy }
				error={ attempted ? problem : null }
				headingRef={ heading }
				onEnter={ next }
			/>
			<div className="googlesitekit-user-input__footer">
				<button
					type="submit"
					className="button button-primary"
					disabled={ busy }
				>
					{ __( 'Next', 'google-site-kit' ) }
				</button>
				{ index > 0 && (
					<button
						type="button"
						className="button"
						disabled={ busy }
						onClick={ () =>
							goTo( USER_INPUT_QUESTIONS[ index - 1 ] )
						}
					>
						{ __( 'Back', 'google-site-kit' ) }
					</button>
				) }
			</div>
		</form>
	);
}
