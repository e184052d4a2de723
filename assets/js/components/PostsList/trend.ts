/**
 * The direction of a daily series, for the column's sparklines.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { calculateChange, formatPercent } from '../../util/numbers';

export interface Trend {
	direction: 'up' | 'down' | 'flat';
	/** The change from the range's first half to its second half as a ratio, when the first half has some. */
	change: number | null;
}

/**
 * Compares the second half of the days with the first half (the middle day of an odd count left out).
 *
 * @param values A value per day, oldest first.
 */
export function trendOf( values: number[] ): Trend {
	const half = Math.floor( values.length / 2 );
	const sum = ( part: number[] ) => part.reduce( ( a, b ) => a + b, 0 );
	const before = sum( values.slice( 0, half ) );
	const after = sum( values.slice( values.length - half ) );
	const change = calculateChange( after, before );
	if ( change === null ) {
		return { direction: after > 0 ? 'up' : 'flat', change: null };
	}
	// Within half a percent either way: flat.
	if ( Math.abs( change ) < 0.005 ) {
		return { direction: 'flat', change: 0 };
	}
	return { direction: change > 0 ? 'up' : 'down', change };
}

/**
 * The trend in words, for screen readers and the sparkline's tooltip: "trend: up 12%".
 *
 * @param trend The trend.
 */
export function trendText( trend: Trend ): string {
	const amount =
		trend.change === null ? '' : formatPercent( Math.abs( trend.change ) );
	if ( trend.direction === 'flat' ) {
		return __( 'trend: flat', 'google-site-kit' );
	}
	if ( trend.direction === 'up' ) {
		return amount
			? sprintf(
					/* translators: %s: a percentage, e.g. "12%". */
					__( 'trend: up %s', 'google-site-kit' ),
					amount
			  )
			: __( 'trend: up from none', 'google-site-kit' );
	}
	return sprintf(
		/* translators: %s: a percentage, e.g. "12%". */
		__( 'trend: down %s', 'google-site-kit' ),
		amount
	);
}
