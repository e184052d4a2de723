/**
 * Internal dependencies
 */
import { get } from '../../api';
import { clearError, receiveError } from '../shared/errors';
import { request } from '../shared/request';
import type { Thunk } from '../types';
import type { ModuleSettingsAction } from './actions';
import type { ModuleSettingsSelectors } from './selectors';
import type { ModuleSettings } from './types';

/**
 * The resolvers of a module's settings store.
 *
 * @param slug Module slug.
 */
export function createModuleSettingsResolvers<
	Settings extends ModuleSettings,
>( slug: string ) {
	type Resolver = Thunk<
		ModuleSettingsAction< Settings >,
		ModuleSettingsSelectors< Settings >
	>;

	function getSettings(): Resolver {
		return async ( { dispatch, select } ) => {
			if ( select.getSavedSettings() !== undefined ) {
				return;
			}
			// Settings are state, not provider data: past the cache (and preloaded).
			const result = await request( () =>
				get< Settings >(
					'modules',
					slug,
					'settings',
					{},
					{
						useCache: false,
					}
				)
			);
			if ( result.error ) {
				dispatch( receiveError( result.error, 'getSettings' ) );
				return;
			}
			dispatch( clearError( 'getSettings' ) );
			dispatch( { type: 'RECEIVE_SETTINGS', settings: result.response } );
		};
	}

	function viaSettings(): Resolver {
		return async ( { resolveSelect } ) => {
			await resolveSelect.getSettings();
		};
	}

	return {
		getSettings,
		getSavedSettings: viaSettings,
		haveSettingsChanged: viaSettings,
		getValidationError: viaSettings,
	};
}
