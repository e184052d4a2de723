/**
 * The personalisation answers: as edited locally and as saved.
 */

/**
 * Internal dependencies
 */
import { isEqual } from '../../shared/utils';
import { USER_INPUT_QUESTIONS, type UserInputQuestion } from '../constants';
import type { UserInputAnswer, UserInputSettings, UserState } from '../types';
import { validateAnswers } from './answers';

/**
 * The answers as edited locally (the saved ones until something is set).
 *
 * @param state Store state.
 */
export function getUserInputSettings(
	state: UserState
): UserInputSettings | undefined {
	return state.userInputSettings;
}

export function getSavedUserInputSettings(
	state: UserState
): UserInputSettings | undefined {
	return state.savedUserInputSettings;
}

/**
 * A question's selected answers.
 *
 * @param state    Store state.
 * @param question Question key.
 */
export function getUserInputSetting(
	state: UserState,
	question: UserInputQuestion
): string[] | undefined {
	return state.userInputSettings?.[ question ]?.values;
}

/**
 * Who last saved a question's answers (login and photo), null when nobody has.
 *
 * @param state    Store state.
 * @param question Question key.
 */
export function getUserInputSettingAuthor(
	state: UserState,
	question: UserInputQuestion
): UserInputAnswer[ 'author' ] | null | undefined {
	return (
		state.savedUserInputSettings &&
		( state.savedUserInputSettings[ question ]?.author ?? null )
	);
}

/**
 * The spec §5 message when a question cannot be saved as it stands, else null.
 *
 * @param state    Store state.
 * @param question Question key.
 */
export function getUserInputSettingValidationError(
	state: UserState,
	question: UserInputQuestion
): string | null | undefined {
	const values = getUserInputSetting( state, question );
	return values && validateAnswers( question, values );
}

/**
 * Whether local edits differ from the saved answers, for some questions or all.
 *
 * @param state     Store state.
 * @param questions Questions to compare; all by default.
 */
export function haveUserInputSettingsChanged(
	state: UserState,
	questions: readonly UserInputQuestion[] = USER_INPUT_QUESTIONS
): boolean | undefined {
	if ( ! state.userInputSettings ) {
		return undefined;
	}
	return questions.some(
		( question ) =>
			! isEqual(
				state.userInputSettings?.[ question ]?.values,
				state.savedUserInputSettings?.[ question ]?.values
			)
	);
}

/**
 * Whether every question has a saved answer.
 *
 * @param state Store state.
 */
export function isUserInputCompleted( state: UserState ): boolean | undefined {
	const saved = state.savedUserInputSettings;
	return (
		saved &&
		USER_INPUT_QUESTIONS.every(
			( question ) => ( saved[ question ]?.values.length ?? 0 ) > 0
		)
	);
}

export function isSavingUserInputSettings( state: UserState ): boolean {
	return state.isSavingUserInputSettings;
}
