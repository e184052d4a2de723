/**
 * External dependencies
 */
import type { Ref } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { userStore } from '../../datastore/user';
import {
	ERROR_CODE_USER_INPUT_INVALID,
	USER_INPUT_QUESTIONS,
	type UserInputQuestion,
} from '../../datastore/user/constants';
import ErrorNotice from '../ui/ErrorNotice';
import Notice from '../ui/Notice';
import { trackEvent } from '../../datastore/tracking';
import { useUserInputBusy } from './hooks';
import { answerLabel, questionTitle } from './labels';
import UserInputAuthor from './UserInputAuthor';
import { answersProblem, VIEW_CONTEXT } from './util';

const NO_VALUES: string[] = [];

type GroupErrors = Partial< Record< UserInputQuestion, string > >;

interface GroupProps {
	question: UserInputQuestion;
	error?: string;
	disabled: boolean;
	onEdit: ( question: UserInputQuestion ) => void;
}

/**
 * One question of the review: its answers, who gave them, its Edit button.
 *
 * @param props          Component props.
 * @param props.question
 * @param props.error
 * @param props.disabled
 * @param props.onEdit
 */
function PreviewGroup( { question, error, disabled, onEdit }: GroupProps ) {
	const values = useSelect(
		( select ) =>
			select( userStore ).getUserInputSetting( question ) ?? NO_VALUES,
		[ question ]
	);
	const title = questionTitle( question );
	return (
		<li className="googlesitekit-user-input__group">
			<div className="googlesitekit-user-input__group-head">
				<h4>{ title }</h4>
				<button
					type="button"
					className="button-link googlesitekit-user-input__edit"
					disabled={ disabled }
					aria-label={ sprintf(
						/* translators: %s: the question */
						__( 'Edit your answer to: %s', 'google-site-kit' ),
						title
					) }
					onClick={ () => onEdit( question ) }
				>
					{ __( 'Edit', 'google-site-kit' ) }
				</button>
			</div>
			{ values.length > 0 && (
				<ul className="googlesitekit-user-input__answers">
					{ values.map( ( value ) => (
						<li key={ value }>
							{ answerLabel( question, value ) }
						</li>
					) ) }
				</ul>
			) }
			{ error && (
				<p
					className="googlesitekit-form-error googlesitekit-user-input__error"
					role="alert"
				>
					{ error }
				</p>
			) }
			<UserInputAuthor question={ question } />
		</li>
	);
}

interface UserInputPreviewProps {
	/** The heading, focused when the review opens. */
	headingRef?: Ref< HTMLHeadingElement >;
	/** Opens a question again. */
	onEdit: ( question: UserInputQuestion ) => void;
	/** Back to the last question. */
	onBack: () => void;
	/** Where to go once saved. */
	doneURL: string;
	/** Where Cancel goes (the dashboard). */
	cancelURL: string;
}

/**
 * The review of every answer before saving (spec §2 "Personalisation (user
 * input) preview page", §4): each group with its Edit, the note that answers
 * can be changed later, and Save, Back and Cancel. Save checks every group
 * again and sends nothing while one has an error; a failed save keeps the
 * answers and says why.
 *
 * @param props            Component props.
 * @param props.headingRef
 * @param props.onEdit
 * @param props.onBack
 * @param props.doneURL
 * @param props.cancelURL
 */
export default function UserInputPreview( {
	headingRef,
	onEdit,
	onBack,
	doneURL,
	cancelURL,
}: UserInputPreviewProps ) {
	const settings = useSelect(
		( select ) => select( userStore ).getUserInputSettings(),
		[]
	);
	const saving = useSelect(
		( select ) => select( userStore ).isSavingUserInputSettings(),
		[]
	);
	const busy = useUserInputBusy();
	const { saveUserInputSettings, resetUserInputSettings } =
		useDispatch( userStore );
	const { navigateTo } = useDispatch( locationStore );
	const [ groupErrors, setGroupErrors ] = useState< GroupErrors >( {} );
	const [ saveError, setSaveError ] = useState< APIError | null >( null );

	const edit = ( question: UserInputQuestion ) => {
		trackEvent( VIEW_CONTEXT, 'question_edit', question );
		onEdit( question );
	};

	const save = async () => {
		if ( busy ) {
			return;
		}
		setSaveError( null );
		const problems: GroupErrors = {};
		for ( const question of USER_INPUT_QUESTIONS ) {
			const problem = answersProblem(
				question,
				settings?.[ question ]?.values ?? NO_VALUES
			);
			if ( problem ) {
				problems[ question ] = problem;
			}
		}
		setGroupErrors( problems );
		if ( Object.keys( problems ).length ) {
			return;
		}
		const { error } = await saveUserInputSettings();
		if ( error ) {
			if ( error.code === ERROR_CODE_USER_INPUT_INVALID ) {
				setGroupErrors( ( error.data.params ?? {} ) as GroupErrors );
			} else {
				setSaveError( error );
			}
			return;
		}
		navigateTo( doneURL );
	};

	const cancel = () => {
		resetUserInputSettings();
		navigateTo( cancelURL );
	};

	return (
		<section
			className="googlesitekit-user-input__preview"
			aria-labelledby="googlesitekit-user-input-preview-title"
		>
			<h3
				id="googlesitekit-user-input-preview-title"
				ref={ headingRef }
				tabIndex={ -1 }
				className="googlesitekit-user-input__title"
			>
				{ __( 'Review your answers', 'google-site-kit' ) }
			</h3>
			<ul className="googlesitekit-user-input__groups">
				{ USER_INPUT_QUESTIONS.map( ( question ) => (
					<PreviewGroup
						key={ question }
						question={ question }
						error={ groupErrors[ question ] }
						disabled={ busy }
						onEdit={ edit }
					/>
				) ) }
			</ul>
			<Notice type="info">
				<p>
					{ __(
						'You can always edit your answers later from Settings',
						'google-site-kit'
					) }
				</p>
			</Notice>
			{ saveError && <ErrorNotice error={ saveError } /> }
			<div className="googlesitekit-user-input__footer">
				<button
					type="button"
					className="button button-primary"
					disabled={ busy }
					onClick={ save }
				>
					{ saving
						? __( 'Saving…', 'google-site-kit' )
						: __( 'Save', 'google-site-kit' ) }
				</button>
				<button
					type="button"
					className="button"
					disabled={ busy }
					onClick={ onBack }
				>
					{ __( 'Back', 'google-site-kit' ) }
				</button>
				<button
					type="button"
					className="button googlesitekit-user-input__cancel"
					disabled={ busy }
					onClick={ cancel }
				>
					{ __( 'Cancel', 'google-site-kit' ) }
				</button>
			</div>
		</section>
	);
}
