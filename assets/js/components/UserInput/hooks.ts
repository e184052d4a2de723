/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import { userStore } from '../../datastore/user';

/**
 * Whether the answers are being saved or the page is being left: every option
 * and button is off meanwhile (spec §5).
 */
export function useUserInputBusy(): boolean {
	return useSelect(
		( select ) =>
			select( userStore ).isSavingUserInputSettings() ||
			select( locationStore ).isNavigating(),
		[]
	);
}

/**
 * Moves focus to an element whenever `key` changes (not on the first render),
 * so keyboard and screen-reader users land on the step that just opened, and
 * scrolls back to the top of the page's content.
 *
 * @param ref The element to focus (it needs tabIndex -1 if not focusable).
 * @param key What changes when a new step opens.
 */
export function useFocusOnChange(
	ref: RefObject< HTMLElement >,
	key: unknown
): void {
	const first = useRef( true );
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		const element = ref.current;
		if ( ! element ) {
			return;
		}
		// Focusing alone would scroll the heading under the sticky header:
		// show the step from its top instead (its CSS scroll margin clears the header).
		element.focus( { preventScroll: true } );
		element.closest( '.googlesitekit-user-input' )?.scrollIntoView?.( {
			block: 'start',
		} );
	}, [ ref, key ] );
}
