/**
 * The error part every store shares: errors stored per action or selector
 * and its arguments, so a caller asks for exactly the one it cares about.
 */

/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { memoizeOnSource, stableKey } from './utils';

export type ErrorMap = Record< string, APIError >;

export interface StateWithErrors {
	errors: ErrorMap;
}

export type ErrorAction =
	| {
			type: 'RECEIVE_ERROR';
			error: APIError;
			baseName: string;
			args: unknown[];
	  }
	| { type: 'CLEAR_ERROR'; baseName: string; args: unknown[] }
	| { type: 'CLEAR_ERRORS'; baseName?: string };

function errorKey( baseName: string, args: unknown[] ): string {
	return `${ baseName }::${ stableKey( args ) }`;
}

/**
 * Stores an error for an action or selector called with these arguments.
 *
 * @param error    The error.
 * @param baseName Action or selector name.
 * @param args     Its arguments.
 */
export function receiveError(
	error: APIError,
	baseName: string,
	args: unknown[] = []
) {
	return { type: 'RECEIVE_ERROR' as const, error, baseName, args };
}

/**
 * Removes the error of an action or selector called with these arguments.
 *
 * @param baseName Action or selector name.
 * @param args     Its arguments.
 */
export function clearError( baseName: string, args: unknown[] = [] ) {
	return { type: 'CLEAR_ERROR' as const, baseName, args };
}

/**
 * Removes every error of one action or selector, or every error of the store.
 *
 * @param baseName Action or selector name; all errors when omitted.
 */
export function clearErrors( baseName?: string ) {
	return { type: 'CLEAR_ERRORS' as const, baseName };
}

export const errorActions = { receiveError, clearError, clearErrors };

export const errorsReducer: Reducer< ErrorMap, { type: string } > = (
	state = {},
	anyAction
) => {
	const action = anyAction as ErrorAction;
	switch ( action.type ) {
		case 'RECEIVE_ERROR':
			return {
				...state,
				[ errorKey( action.baseName, action.args ) ]: action.error,
			};
		case 'CLEAR_ERROR': {
			const key = errorKey( action.baseName, action.args );
			if ( ! ( key in state ) ) {
				return state;
			}
			const { [ key ]: _removed, ...rest } = state;
			return rest;
		}
		case 'CLEAR_ERRORS': {
			const { baseName } = action;
			if ( baseName === undefined ) {
				return {};
			}
			return Object.fromEntries(
				Object.entries( state ).filter(
					( [ key ] ) => ! key.startsWith( `${ baseName }::` )
				)
			);
		}
		default:
			return state;
	}
};

/**
 * The error a selector's resolver stored for these arguments.
 *
 * @param state        Store state.
 * @param selectorName Selector name.
 * @param args         The selector's arguments.
 */
export function getErrorForSelector(
	state: StateWithErrors,
	selectorName: string,
	args: unknown[] = []
): APIError | null {
	return state.errors[ errorKey( selectorName, args ) ] ?? null;
}

/**
 * The error an action stored for these arguments.
 *
 * @param state      Store state.
 * @param actionName Action name.
 * @param args       The action's arguments.
 */
export function getErrorForAction(
	state: StateWithErrors,
	actionName: string,
	args: unknown[] = []
): APIError | null {
	return state.errors[ errorKey( actionName, args ) ] ?? null;
}

/**
 * Every stored error.
 *
 * @param state Store state.
 */
export function getErrors( state: StateWithErrors ): APIError[] {
	return errorList( state.errors );
}

const errorList = memoizeOnSource( ( errors: ErrorMap ) =>
	Object.values( errors )
);

export const errorSelectors = {
	getErrorForSelector,
	getErrorForAction,
	getErrors,
};
