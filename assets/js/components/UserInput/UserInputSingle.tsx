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
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { userStore } from '../../datastore/user';
import {
	ERROR_CODE_USER_INPUT_INVALID,
	type UserInputQuestion,
} from '../../datastore/user/constants';
import ErrorNotice from '../ui/ErrorNotice';
import { useUserInputBusy } from './hooks';
import UserInputQuestionFields from './UserInputQuestionFields';
import { answersProblem } from './util';

const NO_VALUES: string[] = [];

interface UserInputSingleProps {
	question: UserInputQuestion;
	/** Where Confirm Changes (once saved) and Cancel go back to. */
	returnURL: string;
}

/**
 * One question edited on its own, from Settings (spec §2 settings view, §4
 * per-group CTAs): Confirm Changes is on only once the answers changed; it
 * checks them, saves that question alone and goes back. Cancel drops the
 * change and goes back without saving.
 *
 * @param props           Component props.
 * @param props.question
 * @param props.returnURL
 */
export default function UserInputSingle( {
	question,
	returnURL,
}: UserInputSingleProps ) {
	const values = useSelect(
		( select ) =>
			select( userStore ).getUserInputSetting( question ) ?? NO_VALUES,
		[ question ]
	);
	const changed = useSelect(
		( select ) =>
			!! select( userStore ).haveUserInputSettingsChanged( [ question ] ),
		[ question ]
	);
	const saving = useSelect(
		( select ) => select( userStore ).isSavingUserInputSettings(),
		[]
	);
	const busy = useUserInputBusy();
	const { saveUserInputSettings, resetUserInputSettings } =
		useDispatch( userStore );
	const { navigateTo } = useDispatch( locationStore );
	const [ attempted, setAttempted ] = useState( false );
	const [ saveError, setSaveError ] = useState< APIError | null >( null );
	const problem = answersProblem( question, values );

	const confirm = async () => {
		if ( busy || ! changed ) {
			return;
		}
		setAttempted( true );
		setSaveError( null );
		if ( problem ) {
			return;
		}
		const { error } = await saveUserInputSettings( [ question ] );
		if ( error ) {
			// A validation error is already shown by the question itself.
			if ( error.code !== ERROR_CODE_USER_INPUT_INVALID ) {
				setSaveError( error );
			}
			return;
		}
		navigateTo( returnURL );
	};

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		confirm();
	};

	const cancel = () => {
		resetUserInputSettings();
		navigateTo( returnURL );
	};

	return (
		<form
			className="googlesitekit-user-input__single"
			onSubmit={ onSubmit }
			noValidate
		>
			<p className="googlesitekit-user-input__intro">
				{ __(
					'Edit your answers for more personalized metrics:',
					'google-site-kit'
				) }
			</p>
			<UserInputQuestionFields
				question={ question }
				disabled={ busy }
				error={ attempted ? problem : null }
				onEnter={ confirm }
			/>
			{ saveError && <ErrorNotice error={ saveError } /> }
			<div className="googlesitekit-user-input__footer">
				<button
					type="submit"
					className="button button-primary"
					disabled={ busy || ! changed }
				>
					{ saving
						? __( 'Saving…', 'google-site-kit' )
						: __( 'Confirm Changes', 'google-site-kit' ) }
				</button>
				<button
					type="button"
					className="button"
					disabled={ busy }
					onClick={ cancel }
				>
					{ __( 'Cancel', 'google-site-kit' ) }
				</button>
			</div>
		</form>
	);
}
