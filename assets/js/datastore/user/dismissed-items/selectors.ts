/**
 * The items (banners, tours, notifications) the user dismissed.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';

export function getDismissedItems( state: UserState ): string[] | undefined {
	return state.dismissedItems;
}

export function isItemDismissed(
	state: UserState,
	slug: string
): boolean | undefined {
	return state.dismissedItems?.includes( slug );
}

export function isDismissingItem( state: UserState, slug: string ): boolean {
	return state.dismissingItems.includes( slug );
}
