/**
 * Dismissing an item (a banner, a tour, a notification) for the user.
 */

/**
 * Internal dependencies
 */
import { set } from '../../../api';
import type { APIError } from '../../../api/types';
import {
	clearError,
	receiveError,
	type ErrorAction,
} from '../../shared/errors';
import { request } from '../../shared/request';
import type { ActionResult, Thunk } from '../../types';
import type * as selectors from './selectors';

export function receiveDismissedItems( items: string[] ) {
	return { type: 'RECEIVE_DISMISSED_ITEMS' as const, items };
}

function setDismissingItem( slug: string, dismissing: boolean ) {
	return { type: 'SET_DISMISSING_ITEM' as const, slug, dismissing };
}

export type DismissedItemsAction =
	| ReturnType< typeof receiveDismissedItems | typeof setDismissingItem >
	| ErrorAction;

/**
 * Dismisses an item (a banner, a tour, a notification) for the user.
 *
 * @param slug                     Item slug.
 * @param options                  Options.
 * @param options.expiresInSeconds Seconds until it shows again; 0 (default) = never.
 */
export function dismissItem(
	slug: string,
	{ expiresInSeconds = 0 }: { expiresInSeconds?: number } = {}
): Thunk<
	DismissedItemsAction,
	typeof selectors,
	ActionResult< string[], APIError >
> {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'dismissItem', [ slug ] ) );
		dispatch( setDismissingItem( slug, true ) );
		const result = await request( () =>
			set< string[] >( 'core', 'user', 'dismiss-item', {
				slug,
				expiration: expiresInSeconds,
			} )
		);
		dispatch( setDismissingItem( slug, false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'dismissItem', [ slug ] ) );
		} else {
			dispatch( receiveDismissedItems( result.response ) );
		}
		return result;
	};
}

export const actions = { receiveDismissedItems, dismissItem };
