/**
 * The index status block's times in words: a moment in the site's time zone, and how long ago a check was made.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../../api/base-data';
import { DEFAULT_LOCALE, toIntlLocale } from '../../../util/locale';

/**
 * A moment in the page's locale and the site's time zone (Settings › General), e.g. "Nov 3, 2026, 4:05 PM".
 *
 * @param iso RFC 3339 time.
 */
export function formatSiteDateTime( iso: string ): string {
	const zone = getBaseData().siteClock?.timezone;
	const options: Intl.DateTimeFormatOptions = {
		dateStyle: 'medium',
		timeStyle: 'short',
	};
	try {
		return new Intl.DateTimeFormat( [ toIntlLocale(), DEFAULT_LOCALE ], {
			...options,
			...( zone ? { timeZone: zone } : {} ),
		} ).format( new Date( iso ) );
	} catch {
		return new Intl.DateTimeFormat(
			[ toIntlLocale(), DEFAULT_LOCALE ],
			options
		).format( new Date( iso ) );
	}
}

/**
 * When the answer was made, in words of the page's locale ("Checked 3 hours ago", "Checked just now").
 *
 * @param time Unix time in seconds.
 * @param now  Now, in milliseconds.
 */
export function checkedText( time: number, now: number = Date.now() ): string {
	const seconds = Math.max( 0, Math.round( now / 1000 - time ) );
	if ( seconds < 60 ) {
		return __( 'Checked just now', 'google-site-kit' );
	}
	const format = new Intl.RelativeTimeFormat(
		[ toIntlLocale(), DEFAULT_LOCALE ],
		{ numeric: 'auto' }
	);
	let ago: string;
	if ( seconds < 3600 ) {
		ago = format.format( -Math.floor( seconds / 60 ), 'minute' );
	} else if ( seconds < 86400 ) {
		ago = format.format( -Math.floor( seconds / 3600 ), 'hour' );
	} else {
		ago = format.format( -Math.floor( seconds / 86400 ), 'day' );
	}
	return sprintf(
		/* translators: %s: how long ago, e.g. "3 hours ago" */
		__( 'Checked %s', 'google-site-kit' ),
		ago
	);
}
