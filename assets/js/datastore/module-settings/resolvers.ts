/**
 * Internal dependencies
 */
import { stateResolvers } from '../shared/fetch-resolver';
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
	const { fetch, via } = stateResolvers<
		ModuleSettingsAction< Settings >,
		ModuleSettingsSelectors< Settings >
	>();

	return {
		// Settings are state, not provider data: past the cache (and preloaded).
		getSettings: fetch( {
			selector: 'getSettings',
			datapoint: [ 'modules', slug, 'settings' ],
			loaded: ( select ) => select.getSavedSettings(),
			receive: ( settings: Settings ) => ( {
				type: 'RECEIVE_SETTINGS' as const,
				settings,
			} ),
		} ),
		getSavedSettings: via( 'getSettings' ),
		haveSettingsChanged: via( 'getSettings' ),
		getValidationError: via( 'getSettings' ),
	};
}
