/**
 * Internal dependencies
 */
import { get } from '../../api';
import { clearError, receiveError } from '../shared/errors';
import { request } from '../shared/request';
import type { Thunk } from '../types';
import {
	receiveModules,
	receiveSharingSettings,
	type ModulesAction,
} from './actions';
import type * as modulesSelectors from './selectors';
import type { Module, SharingSettingsResponse } from './types';

type ModulesResolver = Thunk< ModulesAction, typeof modulesSelectors >;

const NO_CACHE = { useCache: false };

function getModules(): ModulesResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getModules() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< Module[] >( 'core', 'modules', 'list', {}, NO_CACHE )
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getModules' ) );
			return;
		}
		dispatch( clearError( 'getModules' ) );
		dispatch( receiveModules( result.response ) );
	};
}

function getSharingSettings(): ModulesResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getSharingSettings() !== undefined ) {
			return;
		}
		const result = await request( () =>
			// The contract answers GET like POST: { settings, newOwnerIDs, ownership }.
			get< SharingSettingsResponse >(
				'core',
				'modules',
				'sharing-settings',
				{},
				NO_CACHE
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getSharingSettings' ) );
			return;
		}
		dispatch( clearError( 'getSharingSettings' ) );
		dispatch(
			receiveSharingSettings(
				result.response.settings,
				result.response.ownership
			)
		);
	};
}

function viaModules(): ModulesResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getModules();
	};
}

function viaSharingSettings(): ModulesResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getSharingSettings();
	};
}

export const resolvers = {
	getModules,
	getModule: viaModules,
	isModuleActive: viaModules,
	isModuleConnected: viaModules,
	getModuleDependantNames: viaModules,
	getModuleDependencyNames: viaModules,
	getCheckRequirementsError: viaModules,
	canActivateModule: viaModules,
	getSharingSettings,
	getSharedRoles: viaSharingSettings,
	getSharingManagement: viaSharingSettings,
	getSharingOwnership: viaSharingSettings,
};
