/**
 * Internal dependencies
 */
import { clearCache, get, set } from '../../api';
import type { APIError } from '../../api/types';
import {
	clearError,
	errorActions,
	receiveError,
	type ErrorAction,
} from '../shared/errors';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import {
	ERROR_CODE_USER_INPUT_INVALID,
	USER_INPUT_QUESTIONS,
	type UserInputQuestion,
} from './constants';
import type * as userSelectors from './selectors';
import type {
	Authentication,
	Permissions,
	TrackingResponse,
	UserInputSettings,
} from './types';
import { trimAnswers, validateAnswers } from './user-input';
import { isValidRange, type UserDateRange } from '../../util/date-range';

type UserThunk< Result > = Thunk< UserAction, typeof userSelectors, Result >;

export function receiveAuthentication( authentication: Authentication ) {
	return { type: 'RECEIVE_AUTHENTICATION' as const, authentication };
}

export function receivePermissions( permissions: Permissions ) {
	return { type: 'RECEIVE_PERMISSIONS' as const, permissions };
}

export function receiveTrackingEnabled( enabled: boolean ) {
	return { type: 'RECEIVE_TRACKING_ENABLED' as const, enabled };
}

let dateRangeSaving: Promise< void > = Promise.resolve();

export function receiveDateRange( range: UserDateRange ) {
	return { type: 'RECEIVE_DATE_RANGE' as const, range };
}

/**
 * Chooses the report range: widgets follow at once, and the choice is saved
 * on the server (per user, any browser). An invalid range changes nothing.
 *
 * @param range The range and compare mode.
 */
export function setDateRange(
	range: UserDateRange
): UserThunk< ActionResult< UserDateRange, APIError > | undefined > {
	return async ( { dispatch } ) => {
		if ( ! isValidRange( range.dateRange ) ) {
			return undefined;
		}
		const args = [ range ];
		dispatch( receiveDateRange( range ) );
		dispatch( clearError( 'setDateRange', args ) );
		// One save at a time, in the order chosen: two quick changes must not reach the server swapped.
		const previous = dateRangeSaving;
		const saving = previous.then( () =>
			request( () =>
				set< UserDateRange >( 'core', 'user', 'date-range', {
					dateRange: range.dateRange,
					compare: range.compare,
				} )
			)
		);
		dateRangeSaving = saving.then( () => undefined );
		const result = await saving;
		if ( result.error ) {
			dispatch( receiveError( result.error, 'setDateRange', args ) );
		}
		return result;
	};
}

export function receiveDismissedItems( items: string[] ) {
	return { type: 'RECEIVE_DISMISSED_ITEMS' as const, items };
}

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

/**
 * Stores the error that asks for more OAuth scopes (it opens the permissions modal).
 *
 * @param error The `missing_required_scopes` error.
 */
export function setPermissionScopeError( error: APIError ) {
	return { type: 'SET_PERMISSION_SCOPE_ERROR' as const, error };
}

export function clearPermissionScopeError() {
	return { type: 'CLEAR_PERMISSION_SCOPE_ERROR' as const };
}

function setFlag(
	flag:
		| 'isSavingTrackingEnabled'
		| 'isSavingUserInputSettings'
		| 'isDisconnecting',
	value: boolean
) {
	return { type: 'SET_FLAG' as const, flag, value };
}

function setDismissingItem( slug: string, dismissing: boolean ) {
	return { type: 'SET_DISMISSING_ITEM' as const, slug, dismissing };
}

export type UserAction =
	| ReturnType<
			| typeof receiveAuthentication
			| typeof receivePermissions
			| typeof receiveTrackingEnabled
			| typeof receiveDateRange
			| typeof receiveDismissedItems
			| typeof receiveUserInputSettings
			| typeof setUserInputSetting
			| typeof resetUserInputSettings
			| typeof setPermissionScopeError
			| typeof clearPermissionScopeError
			| typeof setFlag
			| typeof setDismissingItem
	  >
	| ErrorAction;

/**
 * Reads the authentication state again (after a module's activation changed
 * the required scopes, say).
 */
export function refreshAuthentication(): UserThunk<
	ActionResult< Authentication, APIError >
> {
	return async ( { dispatch } ) => {
		const result = await request( () =>
			get< Authentication >(
				'core',
				'user',
				'authentication',
				{},
				{
					useCache: false,
				}
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getAuthentication' ) );
		} else {
			dispatch( clearError( 'getAuthentication' ) );
			dispatch( receiveAuthentication( result.response ) );
		}
		return result;
	};
}

/**
 * Disconnects the user from Google, then clears the whole API cache.
 */
export function disconnect(): UserThunk< ActionResult< unknown, APIError > > {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'disconnect' ) );
		dispatch( setFlag( 'isDisconnecting', true ) );
		const result = await request( () =>
			set< unknown >( 'core', 'user', 'disconnect' )
		);
		dispatch( setFlag( 'isDisconnecting', false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'disconnect' ) );
			return result;
		}
		clearCache();
		return result;
	};
}

/**
 * Saves the user's usage-tracking choice.
 *
 * @param enabled Whether tracking is on.
 */
export function setTrackingEnabled(
	enabled: boolean
): UserThunk< ActionResult< TrackingResponse, APIError > > {
	return async ( { dispatch } ) => {
		const args = [ enabled ];
		dispatch( clearError( 'setTrackingEnabled', args ) );
		dispatch( setFlag( 'isSavingTrackingEnabled', true ) );
		const result = await request( () =>
			set< TrackingResponse >( 'core', 'user', 'tracking', { enabled } )
		);
		dispatch( setFlag( 'isSavingTrackingEnabled', false ) );
		if ( result.error ) {
			dispatch(
				receiveError( result.error, 'setTrackingEnabled', args )
			);
		} else {
			dispatch( receiveTrackingEnabled( result.response.enabled ) );
		}
		return result;
	};
}

/**
 * Dismisses an item (a banner, a tour, a notification) for the user.
 *
 * @param slug                     Item slug.
 * @param options                  Options.
 * @param options.expiresInSeconds Seconds until it shows again; 0 (default) = never.
 */
export function dismissItem(
	slug: string,
	{ expiresInSeconds = 0 }: { expiresInSeconds?: number } = {}
): UserThunk< ActionResult< string[], APIError > > {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'dismissItem', [ slug ] ) );
		dispatch( setDismissingItem( slug, true ) );
		const result = await request( () =>
			set< string[] >( 'core', 'user', 'dismiss-item', {
				slug,
				expiration: expiresInSeconds,
			} )
		);
		dispatch( setDismissingItem( slug, false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'dismissItem', [ slug ] ) );
		} else {
			dispatch( receiveDismissedItems( result.response ) );
		}
		return result;
	};
}

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
): UserThunk< ActionResult< UserInputSettings, APIError > > {
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
		dispatch( setFlag( 'isSavingUserInputSettings', true ) );
		const result = await request( () =>
			set< UserInputSettings >( 'core', 'user', 'user-input-settings', {
				settings: payload,
			} )
		);
		dispatch( setFlag( 'isSavingUserInputSettings', false ) );
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
	...errorActions,
	receiveAuthentication,
	receivePermissions,
	receiveTrackingEnabled,
	receiveDismissedItems,
	receiveUserInputSettings,
	setUserInputSetting,
	resetUserInputSettings,
	setPermissionScopeError,
	clearPermissionScopeError,
	refreshAuthentication,
	disconnect,
	setTrackingEnabled,
	receiveDateRange,
	setDateRange,
	dismissItem,
	saveUserInputSettings,
};
