/**
 * What a report range is called, for the date picker and the figures' captions.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { parseISODay } from './days';
import { CUSTOM, RANGE_PRESETS, ROLLING, isValidRange } from './range-keys';

/**
 * What a range is called: the preset's name, or its dates ("Mar 1 – Mar 31, 2026").
 *
 * @param dateRange Preset slug or custom range.
 * @param locale    Locale for the month names (default: the page's).
 */
export function getRangeLabel( dateRange: string, locale?: string ): string {
	const preset = RANGE_PRESETS.find( ( item ) => item.slug === dateRange );
	if ( preset ) {
		return preset.label;
	}
	const rolling = ROLLING.exec( dateRange );
	if ( rolling ) {
		/* translators: %d: number of days. */
		return sprintf( __( 'Last %d days', 'google-site-kit' ), rolling[ 1 ] );
	}
	const custom = CUSTOM.exec( dateRange );
	if ( ! custom || ! isValidRange( dateRange ) ) {
		return '';
	}
	const start = new Date( parseISODay( custom[ 1 ] ) as number );
	const end = new Date( parseISODay( custom[ 2 ] ) as number );
	const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
	// The site's locale (WordPress sets the admin page's lang).
	locale = locale ?? ( document.documentElement.lang || undefined );
	const endText = new Intl.DateTimeFormat( locale, {
		month: 'short',
		day: 'numeric',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( end );
	// One day is named once ("Nov 10, 2026"), not as "Nov 10 – Nov 10, 2026".
	if ( custom[ 1 ] === custom[ 2 ] ) {
		return endText;
	}
	const startText = new Intl.DateTimeFormat( locale, {
		month: 'short',
		day: 'numeric',
		year: sameYear ? undefined : 'numeric',
		timeZone: 'UTC',
	} ).format( start );
	return sprintf(
		/* translators: 1: first day, 2: last day of a date range. */
		__( '%1$s – %2$s', 'google-site-kit' ),
		startText,
		endText
	);
}
