/**
 * The personalisation answers: edited locally, then saved (all, or the
 * questions of one group) after the spec §5 check.
 */

/**
 * Internal dependencies
 */
import { set } from '../../../api';
import type { APIError } from '../../../api/types';
import {
	clearError,
	receiveError,
	type ErrorAction,
} from '../../shared/errors';
import { request } from '../../shared/request';
import type { ActionResult, Thunk } from '../../types';
import {
	ERROR_CODE_USER_INPUT_INVALID,
	USER_INPUT_QUESTIONS,
	type UserInputQuestion,
} from '../constants';
import type { UserInputSettings } from '../types';
import { trimAnswers, validateAnswers } from './answers';
import type * as selectors from './selectors';

/**
 * Stores the answers the server returned. Local edits of questions other
 * than `questions` are kept (a per-group save must not undo the others).
 *
 * @param settings  The server's answers.
 * @param questions The questions whose local edits the answers replace.
 */
export function receiveUserInputSettings(
	settings: UserInputSettings,
	questions: readonly UserInputQuestion[] = USER_INPUT_QUESTIONS
) {
	return {
		type: 'RECEIVE_USER_INPUT_SETTINGS' as const,
		settings,
		questions,
	};
}

/**
 * Sets a question's answers locally; saveUserInputSettings() sends them.
 *
 * @param question Question key.
 * @param values   Selected answers.
 */
export function setUserInputSetting(
	question: UserInputQuestion,
	values: string[]
) {
	return { type: 'SET_USER_INPUT_SETTING' as const, question, values };
}

/**
 * Drops local edits: the answers go back to what the server last returned.
 */
export function resetUserInputSettings() {
	return { type: 'RESET_USER_INPUT_SETTINGS' as const };
}

function setSavingUserInputSettings( value: boolean ) {
	return { type: 'SET_SAVING_USER_INPUT_SETTINGS' as const, value };
}

export type UserInputAction =
	| ReturnType<
			| typeof receiveUserInputSettings
			| typeof setUserInputSetting
			| typeof resetUserInputSettings
			| typeof setSavingUserInputSettings
	  >
	| ErrorAction;

/**
 * Saves the answers to some or all questions. Nothing is sent when one of
 * them has no answer: the error (code `user_input_invalid`, the spec §5
 * message, `data.params` per question) is returned and stored instead.
 * Answers beyond a question's maximum are cut.
 *
 * @param questions Questions to save; all by default.
 */
export function saveUserInputSettings(
	questions?: readonly UserInputQuestion[]
): Thunk<
	UserInputAction,
	typeof selectors,
	ActionResult< UserInputSettings, APIError >
> {
	return async ( { dispatch, select } ) => {
		const args = questions === undefined ? [] : [ questions ];
		const toSave = questions ?? USER_INPUT_QUESTIONS;
		dispatch( clearError( 'saveUserInputSettings', args ) );

		const settings = select.getUserInputSettings();
		const params: Record< string, string > = {};
		for ( const question of toSave ) {
			const message = validateAnswers(
				question,
				settings?.[ question ]?.values ?? []
			);
			if ( message ) {
				params[ question ] = message;
			}
		}
		const messages = Object.values( params );
		if ( messages.length ) {
			const error: APIError = {
				code: ERROR_CODE_USER_INPUT_INVALID,
				message: messages[ 0 ],
				data: { params },
			};
			dispatch( receiveError( error, 'saveUserInputSettings', args ) );
			return { error };
		}

		const payload = Object.fromEntries(
			toSave.map( ( question ) => [
				question,
				trimAnswers( question, settings?.[ question ]?.values ?? [] ),
			] )
		);
		dispatch( setSavingUserInputSettings( true ) );
		const result = await request( () =>
			set< UserInputSettings >( 'core', 'user', 'user-input-settings', {
				settings: payload,
			} )
		);
		dispatch( setSavingUserInputSettings( false ) );
		if ( result.error ) {
			dispatch(
				receiveError( result.error, 'saveUserInputSettings', args )
			);
		} else {
			dispatch( receiveUserInputSettings( result.response, toSave ) );
		}
		return result;
	};
}

export const actions = {
	receiveUserInputSettings,
	setUserInputSetting,
	resetUserInputSettings,
	saveUserInputSettings,
};
