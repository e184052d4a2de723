/**
 * Internal dependencies
 */
import {
	USER_INPUT_MAX_ANSWERS,
	USER_INPUT_QUESTIONS,
	type UserInputQuestion,
} from '../../datastore/user/constants';
import { validateAnswers } from '../../datastore/user/user-input/answers';
import { questionInstruction } from './labels';

/** The spec's view context of the page: the category of its events. */
export const VIEW_CONTEXT = 'userInput';

export const DASHBOARD_PAGE = 'googlesitekit-dashboard';
export const SETTINGS_PAGE = 'googlesitekit-settings';
/** The settings tab the single-question mode returns to by default. */
export const ADMIN_SETTINGS_HASH = '#/admin-settings';

/**
 * What the page's query asks for.
 */
export interface UserInputQuery {
	/** The question to open (to edit alone in single mode), if a known one. */
	question: UserInputQuestion | null;
	/** Single mode: that question alone, with Confirm Changes and Cancel. */
	single: boolean;
	/** Where to go once done, as given (not checked yet). */
	redirectURL: string;
}

/**
 * Whether a string is one of the question keys.
 *
 * @param value Any string.
 */
export function isUserInputQuestion(
	value: string | null
): value is UserInputQuestion {
	return ( USER_INPUT_QUESTIONS as readonly ( string | null )[] ).includes(
		value
	);
}

/**
 * Reads `question`, `single` and `redirect_url` from the page's query. Single
 * mode needs a known question; without one the whole flow is shown.
 *
 * @param query The page's query arguments.
 */
export function parseUserInputQuery( query: URLSearchParams ): UserInputQuery {
	const raw = query.get( 'question' );
	const question = isUserInputQuestion( raw ) ? raw : null;
	return {
		question,
		single: question !== null && !! query.get( 'single' ),
		redirectURL: query.get( 'redirect_url' ) || '',
	};
}

/**
 * A redirect target if it is a page of this site's admin, else null: only
 * http(s), the admin URL's own origin, under its path, no credentials. A
 * relative URL is read against the admin URL. This keeps `redirect_url` from
 * sending the user anywhere else (an open redirect).
 *
 * @param url      The requested target.
 * @param adminURL The site's admin URL, e.g. `https://example.org/wp-admin/`.
 * @return The absolute URL to go to, or null to use the default.
 */
export function safeAdminRedirect(
	url: string,
	adminURL: string | undefined
): string | null {
	if ( ! url || ! adminURL ) {
		return null;
	}
	let admin: URL;
	let target: URL;
	try {
		admin = new URL( adminURL );
		target = new URL( url, admin );
	} catch {
		return null;
	}
	const adminPath = admin.pathname.replace( /\/?$/, '/' );
	if (
		( target.protocol !== 'http:' && target.protocol !== 'https:' ) ||
		target.origin !== admin.origin ||
		target.username !== '' ||
		target.password !== '' ||
		! target.pathname.startsWith( adminPath )
	) {
		return null;
	}
	return target.href;
}

/**
 * Why a question's answers cannot be taken as they are, or null when they can
 * (spec §5): none selected gives the spec's message; more than the maximum or
 * an empty answer gives the instruction ("Select up to 3 answers").
 *
 * @param question Question key.
 * @param values   Selected answers.
 */
export function answersProblem(
	question: UserInputQuestion,
	values: readonly string[]
): string | null {
	const message = validateAnswers( question, values );
	if ( message ) {
		return message;
	}
	if (
		values.length > USER_INPUT_MAX_ANSWERS[ question ] ||
		values.includes( '' )
	) {
		return questionInstruction( question );
	}
	return null;
}
