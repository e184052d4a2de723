/**
 * Internal dependencies
 */
import type { Thunk } from '../types';
import { fetchKeyMetricsSettings, type KeyMetricsAction } from './actions';
import type * as selectors from './selectors';

function getKeyMetricsSettings(): Thunk< KeyMetricsAction, typeof selectors > {
	return async ( { dispatch } ) => {
		await dispatch( fetchKeyMetricsSettings() );
	};
}

export const resolvers = {
	getKeyMetricsSettings,
	getPickedTiles: getKeyMetricsSettings,
};
