/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { DEFAULT_DATE_RANGE, isValidDateRange } from '../../util/dates';

/**
 * Where the chosen range is remembered, per user (this browser).
 */
function storageKey(): string {
	return `googlesitekit_date_range_${ getBaseData().userID || 0 }`;
}

/**
 * The report date range: last-28-days by default, remembered per user.
 *
 * @return The range and its setter.
 */
export function useDateRange(): [ string, ( range: string ) => void ] {
	const [ range, setRange ] = useState< string >( () => {
		try {
			const stored = window.localStorage.getItem( storageKey() );
			return stored && isValidDateRange( stored )
				? stored
				: DEFAULT_DATE_RANGE;
		} catch {
			return DEFAULT_DATE_RANGE;
		}
	} );
	const update = useCallback( ( next: string ) => {
		if ( ! isValidDateRange( next ) ) {
			return;
		}
		setRange( next );
		try {
			window.localStorage.setItem( storageKey(), next );
		} catch {
			// Storage unavailable: the choice lasts for this page only.
		}
	}, [] );
	return [ range, update ];
}
