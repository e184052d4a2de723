/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { errorSelectors } from '../shared/errors';
import { isEqual } from '../shared/utils';
import { USER_INPUT_QUESTIONS, type UserInputQuestion } from './constants';
import type {
	Authentication,
	Permissions,
	UserInputAnswer,
	UserInputSettings,
	UserState,
} from './types';
import { validateAnswers } from './user-input';
import { getBaseData } from '../../api/base-data';
import {
	DEFAULT_USER_DATE_RANGE,
	type UserDateRange,
} from '../../util/date-range';

/**
 * The report range: the user's latest choice on this page, else the one saved
 * on the server (boot data), else last 28 days against the previous period.
 *
 * @param state Store state.
 */
export function getDateRange( state: UserState ): UserDateRange {
	if ( state.dateRange ) {
		return state.dateRange;
	}
	const saved = getBaseData().userDateRange;
	return saved
		? { dateRange: saved.dateRange, compare: saved.compare }
		: DEFAULT_USER_DATE_RANGE;
}

export const { getErrorForSelector, getErrorForAction, getErrors } =
	errorSelectors;

// Authentication. Everything here is undefined until it has loaded.

export function getAuthentication(
	state: UserState
): Authentication | undefined {
	return state.authentication;
}

export function isAuthenticated( state: UserState ): boolean | undefined {
	return state.authentication?.authenticated;
}

export function getEmail( state: UserState ): string | null | undefined {
	return (
		state.authentication && ( state.authentication.profile?.email ?? null )
	);
}

export function getName( state: UserState ): string | null | undefined {
	return (
		state.authentication && ( state.authentication.profile?.name ?? null )
	);
}

export function getPicture( state: UserState ): string | null | undefined {
	return (
		state.authentication &&
		( state.authentication.profile?.picture ?? null )
	);
}

export function getGrantedScopes( state: UserState ): string[] | undefined {
	return state.authentication?.grantedScopes;
}

export function getRequiredScopes( state: UserState ): string[] | undefined {
	return state.authentication?.requiredScopes;
}

export function getUnsatisfiedScopes( state: UserState ): string[] | undefined {
	return state.authentication?.unsatisfiedScopes;
}

/**
 * Whether the user granted an OAuth scope.
 *
 * @param state Store state.
 * @param scope Scope URL.
 */
export function hasScope(
	state: UserState,
	scope: string
): boolean | undefined {
	return state.authentication?.grantedScopes.includes( scope );
}

export function needsReauthentication( state: UserState ): boolean | undefined {
	return state.authentication?.needsReauthentication;
}

/**
 * The user's auth error (message, `data.reconnectURL`), null when there is none.
 *
 * @param state Store state.
 */
export function getAuthError( state: UserState ): APIError | null | undefined {
	return state.authentication && state.authentication.authError;
}

export function getDisconnectedReason( state: UserState ): string | undefined {
	return state.authentication?.disconnectedReason;
}

export function getPermissionScopeError( state: UserState ): APIError | null {
	return state.permissionScopeError;
}

export function isDisconnecting( state: UserState ): boolean {
	return state.isDisconnecting;
}

// Capabilities.

export function getPermissions( state: UserState ): Permissions | undefined {
	return state.permissions;
}

/**
 * Whether the user has a capability, for one module when given (the sharing
 * capabilities are per module: `cap::["slug"]`).
 *
 * @param state      Store state.
 * @param capability Capability name.
 * @param moduleSlug Module slug, for the per-module capabilities.
 */
export function hasCapability(
	state: UserState,
	capability: string,
	moduleSlug?: string
): boolean | undefined {
	if ( ! state.permissions ) {
		return undefined;
	}
	const key =
		moduleSlug === undefined
			? capability
			: `${ capability }::${ JSON.stringify( [ moduleSlug ] ) }`;
	return state.permissions[ key ] === true;
}

// Dismissed items.

export function getDismissedItems( state: UserState ): string[] | undefined {
	return state.dismissedItems;
}

export function isItemDismissed(
	state: UserState,
	slug: string
): boolean | undefined {
	return state.dismissedItems?.includes( slug );
}

export function isDismissingItem( state: UserState, slug: string ): boolean {
	return state.dismissingItems.includes( slug );
}

// Tracking.

export function isTrackingEnabled( state: UserState ): boolean | undefined {
	return state.trackingEnabled;
}

export function isSavingTrackingEnabled( state: UserState ): boolean {
	return state.isSavingTrackingEnabled;
}

// User input (personalisation answers).

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
