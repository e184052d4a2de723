/**
 * Internal dependencies
 */
import { get } from '../../api';
import { clearError, receiveError } from '../shared/errors';
import { request } from '../shared/request';
import type { Thunk } from '../types';
import {
	receiveAuthentication,
	receiveDismissedItems,
	receivePermissions,
	receiveTrackingEnabled,
	receiveUserInputSettings,
	type UserAction,
} from './actions';
import type * as userSelectors from './selectors';
import type {
	Authentication,
	Permissions,
	TrackingResponse,
	UserInputSettings,
} from './types';

type UserResolver = Thunk< UserAction, typeof userSelectors >;

// These datapoints describe the user's state, not provider data: they are
// read past the sessionStorage cache (the page preloads them anyway).
const NO_CACHE = { useCache: false };

function getAuthentication(): UserResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getAuthentication() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< Authentication >(
				'core',
				'user',
				'authentication',
				{},
				NO_CACHE
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getAuthentication' ) );
			return;
		}
		dispatch( clearError( 'getAuthentication' ) );
		dispatch( receiveAuthentication( result.response ) );
	};
}

function getPermissions(): UserResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getPermissions() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< Permissions >( 'core', 'user', 'permissions', {}, NO_CACHE )
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getPermissions' ) );
			return;
		}
		dispatch( clearError( 'getPermissions' ) );
		dispatch( receivePermissions( result.response ) );
	};
}

function isTrackingEnabled(): UserResolver {
	return async ( { dispatch, select } ) => {
		if ( select.isTrackingEnabled() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< TrackingResponse >( 'core', 'user', 'tracking', {}, NO_CACHE )
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'isTrackingEnabled' ) );
			return;
		}
		dispatch( clearError( 'isTrackingEnabled' ) );
		dispatch( receiveTrackingEnabled( result.response.enabled ) );
	};
}

function getDismissedItems(): UserResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getDismissedItems() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< string[] >( 'core', 'user', 'dismissed-items', {}, NO_CACHE )
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getDismissedItems' ) );
			return;
		}
		dispatch( clearError( 'getDismissedItems' ) );
		dispatch( receiveDismissedItems( result.response ) );
	};
}

function getUserInputSettings(): UserResolver {
	return async ( { dispatch, select } ) => {
		if ( select.getSavedUserInputSettings() !== undefined ) {
			return;
		}
		const result = await request( () =>
			get< UserInputSettings >(
				'core',
				'user',
				'user-input-settings',
				{},
				NO_CACHE
			)
		);
		if ( result.error ) {
			dispatch( receiveError( result.error, 'getUserInputSettings' ) );
			return;
		}
		dispatch( clearError( 'getUserInputSettings' ) );
		dispatch( receiveUserInputSettings( result.response ) );
	};
}

// Selectors derived from one datapoint wait for that datapoint's resolver,
// so the request goes out once whichever of them is read first.

function viaAuthentication(): UserResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getAuthentication();
	};
}

function viaPermissions(): UserResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getPermissions();
	};
}

function viaDismissedItems(): UserResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getDismissedItems();
	};
}

function viaUserInputSettings(): UserResolver {
	return async ( { resolveSelect } ) => {
		await resolveSelect.getUserInputSettings();
	};
}

export const resolvers = {
	getAuthentication,
	isAuthenticated: viaAuthentication,
	getEmail: viaAuthentication,
	getName: viaAuthentication,
	getPicture: viaAuthentication,
	getGrantedScopes: viaAuthentication,
	getRequiredScopes: viaAuthentication,
	getUnsatisfiedScopes: viaAuthentication,
	hasScope: viaAuthentication,
	needsReauthentication: viaAuthentication,
	getAuthError: viaAuthentication,
	getDisconnectedReason: viaAuthentication,
	getPermissions,
	hasCapability: viaPermissions,
	getDismissedItems,
	isItemDismissed: viaDismissedItems,
	isTrackingEnabled,
	getUserInputSettings,
	getSavedUserInputSettings: viaUserInputSettings,
	getUserInputSetting: viaUserInputSettings,
	getUserInputSettingAuthor: viaUserInputSettings,
	getUserInputSettingValidationError: viaUserInputSettings,
	haveUserInputSettingsChanged: viaUserInputSettings,
	isUserInputCompleted: viaUserInputSettings,
};
