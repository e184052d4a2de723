/**
 * The dismissed items are read once (GET core/user/data/dismissed-items).
 */

/**
 * Internal dependencies
 */
import { stateResolvers } from '../../shared/fetch-resolver';
import { receiveDismissedItems, type DismissedItemsAction } from './actions';
import type * as selectors from './selectors';

const { fetch, via } = stateResolvers<
	DismissedItemsAction,
	typeof selectors
>();

export const resolvers = {
	getDismissedItems: fetch( {
		selector: 'getDismissedItems',
		datapoint: [ 'core', 'user', 'dismissed-items' ],
		loaded: ( select ) => select.getDismissedItems(),
		receive: receiveDismissedItems,
	} ),
	isItemDismissed: via( 'getDismissedItems' ),
};
