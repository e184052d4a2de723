/**
 * The tracking choice is read once (GET core/user/data/tracking).
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../../shared/fetch-resolver';
import type { TrackingResponse } from '../types';
import { receiveTrackingEnabled, type TrackingAction } from './actions';
import type * as selectors from './selectors';

const { fetch } = stateResolvers< TrackingAction, typeof selectors >();

export const resolvers = {
	isTrackingEnabled: fetch( {
		selector: 'isTrackingEnabled',
		datapoint: [ 'core', 'user', 'tracking' ],
		loaded: ( select ) => select.isTrackingEnabled(),
		receive: ( response: TrackingResponse ) =>
			receiveTrackingEnabled( response.enabled ),
	} ),
};
