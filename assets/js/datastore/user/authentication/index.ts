/**
 * A partial store of `core/user` (../index.ts combines them).
 */

/**
 * Internal dependencies
 */
import { actions } from './actions';
import { initialState, reducer } from './reducer';
import { resolvers } from './resolvers';
import * as selectors from './selectors';

export const part = {
	initialState,
	reducer,
	actions,
	selectors,
	resolvers,
};
