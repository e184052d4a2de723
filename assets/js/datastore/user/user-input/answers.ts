/**
 * The personalisation answers' rules: which are kept, and why a question cannot be saved.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { USER_INPUT_MAX_ANSWERS, type UserInputQuestion } from '../constants';

/**
 * The answers worth keeping: no empty strings, at most the question's maximum.
 *
 * @param question Question key.
 * @param values   Answers as selected.
 */
export function trimAnswers(
	question: UserInputQuestion,
	values: readonly string[]
): string[] {
	return values
		.filter( ( value ) => value !== '' )
		.slice( 0, USER_INPUT_MAX_ANSWERS[ question ] );
}

/**
 * Why a question's answers cannot be saved (spec §5), or null when they can.
 *
 * @param question Question key.
 * @param values   Answers as selected.
 */
export function validateAnswers(
	question: UserInputQuestion,
	values: readonly string[]
): string | null {
	if ( trimAnswers( question, values ).length > 0 ) {
		return null;
	}
	return USER_INPUT_MAX_ANSWERS[ question ] === 1
		? __( 'Please select an answer', 'google-site-kit' )
		: __( 'Please select at least 1 answer', 'google-site-kit' );
}
