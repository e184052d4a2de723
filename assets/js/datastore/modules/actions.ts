/**
 * Internal dependencies
 */
import { get, invalidateCache, set } from '../../api';
import type { APIError } from '../../api/types';
import {
	clearError,
	errorActions,
	receiveError,
	type ErrorAction,
} from '../shared/errors';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import { userStore } from '../user';
import type * as modulesSelectors from './selectors';
import type {
	ActivationResponse,
	Module,
	ModuleOwnership,
	SharingManagement,
	SharingSettings,
	SharingSettingsResponse,
} from './types';

type ModulesThunk< Result > = Thunk<
	ModulesAction,
	typeof modulesSelectors,
	Result
>;

export function receiveModules( modules: Module[] ) {
	return { type: 'RECEIVE_MODULES' as const, modules };
}

export function receiveSharingSettings(
	settings: SharingSettings,
	ownership?: Record< string, ModuleOwnership >
) {
	return { type: 'RECEIVE_SHARING_SETTINGS' as const, settings, ownership };
}

/**
 * Sets which roles a module is shared with, locally.
 *
 * @param slug  Module slug.
 * @param roles WordPress role slugs.
 */
export function setSharedRoles( slug: string, roles: string[] ) {
	return { type: 'SET_SHARED_ROLES' as const, slug, roles };
}

/**
 * Sets who may manage a module's sharing, locally.
 *
 * @param slug       Module slug.
 * @param management `owner` or `all_admins`.
 */
export function setSharingManagement(
	slug: string,
	management: SharingManagement
) {
	return { type: 'SET_SHARING_MANAGEMENT' as const, slug, management };
}

/**
 * Drops local sharing edits.
 */
export function rollbackSharingSettings() {
	return { type: 'ROLLBACK_SHARING_SETTINGS' as const };
}

function setChangingActivation( slug: string, changing: boolean ) {
	return { type: 'SET_CHANGING_ACTIVATION' as const, slug, changing };
}

function setSavingSharingSettings( isSaving: boolean ) {
	return { type: 'SET_SAVING_SHARING_SETTINGS' as const, isSaving };
}

export type ModulesAction =
	| ReturnType<
			| typeof receiveModules
			| typeof receiveSharingSettings
			| typeof setSharedRoles
			| typeof setSharingManagement
			| typeof rollbackSharingSettings
			| typeof setChangingActivation
			| typeof setSavingSharingSettings
	  >
	| ErrorAction;

/**
 * Reads the module list again.
 */
export function refreshModules(): ModulesThunk<
	ActionResult< Module[], APIError >
> {
	return async ( { dispatch } ) => {
		const result = await request( () =>
			get< Module[] >(
				'core',
				'modules',
				'list',
				{},
				{ useCache: false }
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getModules' ) );
		} else {
			dispatch( clearError( 'getModules' ) );
			dispatch( receiveModules( result.response ) );
		}
		return result;
	};
}

function setModuleActivation(
	actionName: 'activateModule' | 'deactivateModule',
	slug: string,
	active: boolean
): ModulesThunk< ActionResult< ActivationResponse, APIError > > {
	return async ( { dispatch, registry } ) => {
		dispatch( clearError( actionName, [ slug ] ) );
		dispatch( setChangingActivation( slug, true ) );
		const result = await request( () =>
			set< ActivationResponse >( 'core', 'modules', 'activation', {
				slug,
				active,
			} )
		);
		if ( result.error ) {
			dispatch( setChangingActivation( slug, false ) );
			dispatch( receiveError( result.error, actionName, [ slug ] ) );
			return result;
		}
		// The module's cached reads no longer hold.
		invalidateCache( 'modules', slug );
		// The list (active, connected) and the required scopes have changed.
		await Promise.all( [
			dispatch( refreshModules() ),
			registry.dispatch( userStore ).refreshAuthentication(),
		] );
		dispatch( setChangingActivation( slug, false ) );
		return result;
	};
}

/**
 * Activates a module. The response's `moduleReauthURL` is where its setup continues.
 *
 * @param slug Module slug.
 */
export function activateModule( slug: string ) {
	return setModuleActivation( 'activateModule', slug, true );
}

/**
 * Deactivates a module.
 *
 * @param slug Module slug.
 */
export function deactivateModule( slug: string ) {
	return setModuleActivation( 'deactivateModule', slug, false );
}

/**
 * Saves the sharing settings as edited; the modules whose owner changed are
 * read again.
 */
export function saveSharingSettings(): ModulesThunk<
	ActionResult< SharingSettingsResponse, APIError >
> {
	return async ( { dispatch, select } ) => {
		dispatch( clearError( 'saveSharingSettings' ) );
		dispatch( setSavingSharingSettings( true ) );
		const result = await request( () =>
			set< SharingSettingsResponse >(
				'core',
				'modules',
				'sharing-settings',
				{ sharingSettings: select.getSharingSettings() ?? {} }
			)
		);
		if ( result.error ) {
			dispatch( setSavingSharingSettings( false ) );
			dispatch( receiveError( result.error, 'saveSharingSettings' ) );
			return result;
		}
		dispatch(
			receiveSharingSettings(
				result.response.settings,
				result.response.ownership
			)
		);
		if ( Object.keys( result.response.newOwnerIDs ?? {} ).length ) {
			await dispatch( refreshModules() );
		}
		dispatch( setSavingSharingSettings( false ) );
		return result;
	};
}

export const actions = {
	...errorActions,
	receiveModules,
	receiveSharingSettings,
	setSharedRoles,
	setSharingManagement,
	rollbackSharingSettings,
	refreshModules,
	activateModule,
	deactivateModule,
	saveSharingSettings,
};
