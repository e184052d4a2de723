/**
 * Internal dependencies
 */
import { invalidateCache, set } from '../../api';
import type { APIError } from '../../api/types';
import {
	clearError,
	errorActions,
	receiveError,
	type ErrorAction,
} from '../shared/errors';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import type { ModuleSettingsSelectors } from './selectors';
import type { ModuleSettings } from './types';

/** Code of the error submitChanges() answers with, without a request, when it cannot submit. */
export const ERROR_CODE_CANNOT_SUBMIT_CHANGES = 'cannot_submit_changes';

export type ModuleSettingsAction< Settings extends ModuleSettings > =
	| { type: 'RECEIVE_SETTINGS'; settings: Settings }
	| { type: 'SET_SETTINGS'; settings: Partial< Settings > }
	| { type: 'ROLLBACK_CHANGES' }
	| { type: 'SET_IS_DOING_SUBMIT_CHANGES'; isDoing: boolean }
	| ErrorAction;

/**
 * The actions of a module's settings store; only the slug and the settings
 * type vary, the names are the same for every module.
 *
 * @param slug      Module slug.
 * @param localKeys Settings that are never sent to the server.
 */
export function createModuleSettingsActions< Settings extends ModuleSettings >(
	slug: string,
	localKeys: ReadonlyArray< keyof Settings > = []
) {
	type Action = ModuleSettingsAction< Settings >;
	type SettingsThunk< Result > = Thunk<
		Action,
		ModuleSettingsSelectors< Settings >,
		Result
	>;

	/**
	 * Stores the settings the server returned, as saved and as edited.
	 *
	 * @param settings The settings.
	 */
	function receiveSettings( settings: Settings ): Action {
		return { type: 'RECEIVE_SETTINGS', settings };
	}

	/**
	 * Changes some settings locally; submitChanges() saves them.
	 *
	 * @param settings The settings to change.
	 */
	function setSettings( settings: Partial< Settings > ): Action {
		return { type: 'SET_SETTINGS', settings };
	}

	/**
	 * Drops local changes: the settings go back to the saved ones.
	 */
	function rollbackChanges(): Action {
		return { type: 'ROLLBACK_CHANGES' };
	}

	/**
	 * Saves the settings as edited. The server's answer becomes the saved
	 * settings; once saved, the module's cached reads (reports of another
	 * account or property…) are dropped.
	 */
	function submitChanges(): SettingsThunk<
		ActionResult< Settings, APIError >
	> {
		return async ( { dispatch, select } ) => {
			dispatch( clearError( 'submitChanges' ) );
			const settings = select.getSettings();
			if ( ! settings || ! select.canSubmitChanges() ) {
				const error: APIError = {
					code: ERROR_CODE_CANNOT_SUBMIT_CHANGES,
					message: select.getValidationError() ?? '',
					data: {},
				};
				dispatch( receiveError( error, 'submitChanges' ) );
				return { error };
			}
			dispatch( { type: 'SET_IS_DOING_SUBMIT_CHANGES', isDoing: true } );
			const sent = Object.fromEntries(
				Object.entries( settings ).filter(
					( [ key ] ) => ! localKeys.includes( key as keyof Settings )
				)
			) as Settings;
			const result = await request( () =>
				set< Settings >( 'modules', slug, 'settings', sent )
			);
			dispatch( { type: 'SET_IS_DOING_SUBMIT_CHANGES', isDoing: false } );
			if ( result.error ) {
				dispatch( receiveError( result.error, 'submitChanges' ) );
			} else {
				dispatch( receiveSettings( result.response ) );
				invalidateCache( 'modules', slug );
			}
			return result;
		};
	}

	return {
		...errorActions,
		receiveSettings,
		setSettings,
		rollbackChanges,
		submitChanges,
	};
}
