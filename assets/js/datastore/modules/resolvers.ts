/**
 * The module list and the sharing settings are read once; the selectors derived from them wait for those reads.
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../shared/fetch-resolver';
import {
	receiveModules,
	receiveSharingSettings,
	type ModulesAction,
} from './actions';
import type * as modulesSelectors from './selectors';
import type { Module, SharingSettingsResponse } from './types';

const { fetch, via } = stateResolvers<
	ModulesAction,
	typeof modulesSelectors
>();

export const resolvers = {
	getModules: fetch( {
		selector: 'getModules',
		datapoint: [ 'core', 'modules', 'list' ],
		loaded: ( select ) => select.getModules(),
		receive: ( modules: Module[] ) => receiveModules( modules ),
	} ),
	getModule: via( 'getModules' ),
	isModuleActive: via( 'getModules' ),
	isModuleConnected: via( 'getModules' ),
	getModuleDependantNames: via( 'getModules' ),
	getModuleDependencyNames: via( 'getModules' ),
	getCheckRequirementsError: via( 'getModules' ),
	canActivateModule: via( 'getModules' ),
	// The contract answers GET like POST: { settings, newOwnerIDs, ownership }.
	getSharingSettings: fetch( {
		selector: 'getSharingSettings',
		datapoint: [ 'core', 'modules', 'sharing-settings' ],
		loaded: ( select ) => select.getSharingSettings(),
		receive: ( response: SharingSettingsResponse ) =>
			receiveSharingSettings( response.settings, response.ownership ),
	} ),
	getSharedRoles: via( 'getSharingSettings' ),
	getSharingManagement: via( 'getSharingSettings' ),
	getSharingOwnership: via( 'getSharingSettings' ),
};
