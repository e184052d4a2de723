/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CompareMode } from '../../util/date-range';

/**
 * What the figures below are compared with (the user's compare mode). The
 * dashboard, the admin bar and the WordPress dashboard widget provide it.
 */
export const CompareModeContext =
	createContext< CompareMode >( 'previous-period' );

/**
 * The change line of a figure ("12.5% vs previous period"), or null when the
 * user asked for no comparison.
 *
 * @param percent The formatted change, e.g. "12.5%".
 * @param mode    Compare mode.
 */
export function changeText(
	percent: string,
	mode: CompareMode
): string | null {
	if ( mode === 'none' ) {
		return null;
	}
	return mode === 'same-period-last-year'
		? sprintf(
				/* translators: %s: percent change, e.g. 12.5% */
				__( '%s vs same period last year', 'google-site-kit' ),
				percent
		  )
		: sprintf(
				/* translators: %s: percent change, e.g. 12.5% */
				__( '%s vs previous period', 'google-site-kit' ),
				percent
		  );
}

/**
 * The compare mode of the figures being rendered.
 */
export function useCompareMode(): CompareMode {
	return useContext( CompareModeContext );
}
