/**
 * The capabilities are read once (GET core/user/data/permissions).
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../../shared/fetch-resolver';
import { receivePermissions, type PermissionsAction } from './actions';
import type * as selectors from './selectors';

const { fetch, via } = stateResolvers< PermissionsAction, typeof selectors >();

export const resolvers = {
	getPermissions: fetch( {
		selector: 'getPermissions',
		datapoint: [ 'core', 'user', 'permissions' ],
		loaded: ( select ) => select.getPermissions(),
		receive: receivePermissions,
	} ),
	hasCapability: via( 'getPermissions' ),
};
