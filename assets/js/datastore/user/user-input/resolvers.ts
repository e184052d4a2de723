/**
 * The saved answers are read once (GET core/user/data/user-input-settings);
 * every selector of the answers waits for that read.
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../../shared/fetch-resolver';
import type { UserInputSettings } from '../types';
import { receiveUserInputSettings, type UserInputAction } from './actions';
import type * as selectors from './selectors';

const { fetch, via } = stateResolvers< UserInputAction, typeof selectors >();

export const resolvers = {
	getUserInputSettings: fetch( {
		selector: 'getUserInputSettings',
		datapoint: [ 'core', 'user', 'user-input-settings' ],
		loaded: ( select ) => select.getSavedUserInputSettings(),
		receive: ( settings: UserInputSettings ) =>
			receiveUserInputSettings( settings ),
	} ),
	getSavedUserInputSettings: via( 'getUserInputSettings' ),
	getUserInputSetting: via( 'getUserInputSettings' ),
	getUserInputSettingAuthor: via( 'getUserInputSettings' ),
	getUserInputSettingValidationError: via( 'getUserInputSettings' ),
	haveUserInputSettingsChanged: via( 'getUserInputSettings' ),
	isUserInputCompleted: via( 'getUserInputSettings' ),
};
