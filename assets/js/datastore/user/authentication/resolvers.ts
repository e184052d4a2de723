/**
 * The user's authentication is read once (GET core/user/data/authentication);
 * every selector derived from it waits for that read.
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../../shared/fetch-resolver';
import {
	AUTHENTICATION,
	receiveAuthentication,
	type AuthenticationAction,
} from './actions';
import type * as selectors from './selectors';

const { fetch, via } = stateResolvers<
	AuthenticationAction,
	typeof selectors
>();

export const resolvers = {
	getAuthentication: fetch( {
		selector: 'getAuthentication',
		datapoint: AUTHENTICATION,
		loaded: ( select ) => select.getAuthentication(),
		receive: receiveAuthentication,
	} ),
	isAuthenticated: via( 'getAuthentication' ),
	getEmail: via( 'getAuthentication' ),
	getName: via( 'getAuthentication' ),
	getPicture: via( 'getAuthentication' ),
	getGrantedScopes: via( 'getAuthentication' ),
	getRequiredScopes: via( 'getAuthentication' ),
	getUnsatisfiedScopes: via( 'getAuthentication' ),
	hasScope: via( 'getAuthentication' ),
	needsReauthentication: via( 'getAuthentication' ),
	getAuthError: via( 'getAuthentication' ),
	getDisconnectedReason: via( 'getAuthentication' ),
};
