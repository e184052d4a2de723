/**
 * Number, percent and duration formatting for metrics (spec §5, §9).
 *
 * Every formatter takes a WordPress locale ("de_DE") or a BCP 47 tag
 * ("de-DE"); without one it formats in the page's WordPress locale (en-US
 * outside WordPress). Non-finite input shows as 0
 * with a console warning instead of "NaN" or "∞" reaching the screen.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDuration } from './duration';
import {
	getFormatter,
	parseNumeric,
	roundScaled,
	toFiniteNumber,
	type FormatOptions,
	type NumericInput,
} from './number-format';

export { formatDuration } from './duration';
export { formatCurrency, type CurrencyOptions } from './currency';
export type { FormatOptions, NumericInput } from './number-format';

export type NumFmtStyle = 'number' | 'percent' | 'duration';

export interface NumFmtOptions extends FormatOptions {
	/** How to read the value: a count (default), a ratio or seconds. */
	style?: NumFmtStyle;
}

const THOUSAND = 1000;
const TEN_THOUSAND = 10000;
const MILLION = 1000000;
const BILLION = 1000000000;

/**
 * Formats a count for a metrics tile (spec §9 number abbreviations):
 * under 1000 plain with at most one decimal (12.34 → "12.3"); 1000–9999 as
 * thousands with at most one decimal (1250 → "1.3K"); 10000 up to a million
 * as whole thousands (15500 → "16K", 999999 → "1,000K"); a million and above
 * as millions with at most one decimal (1234567 → "1.2M"); a billion and above
 * as billions with at most one decimal (1912345678 → "1.9B").
 *
 * @param value   Number or numeric string.
 * @param options Formatting options.
 */
export function formatNumber(
	value: NumericInput,
	options: FormatOptions = {}
): string {
	const number = toFiniteNumber( value, 'formatNumber' );
	const abs = Math.abs( number );

	if ( abs >= BILLION ) {
		return sprintf(
			/* translators: %s: a number of billions, e.g. 1.9 for 1.9B. */
			__( '%sB', 'google-site-kit' ),
			getFormatter( options.locale, 1 ).format(
				roundScaled( number, BILLION, 1 )
			)
		);
	}
	if ( abs >= MILLION ) {
		return sprintf(
			/* translators: %s: a number of millions, e.g. 1.2 for 1.2M. */
			__( '%sM', 'google-site-kit' ),
			getFormatter( options.locale, 1 ).format(
				roundScaled( number, MILLION, 1 )
			)
		);
	}
	if ( abs >= THOUSAND ) {
		const decimals = abs >= TEN_THOUSAND ? 0 : 1;
		return sprintf(
			/* translators: %s: a number of thousands, e.g. 1.3 for 1.3K. */
			__( '%sK', 'google-site-kit' ),
			getFormatter( options.locale, decimals ).format(
				roundScaled( number, THOUSAND, decimals )
			)
		);
	}
	return getFormatter( options.locale, 1 ).format(
		roundScaled( number, 1, 1 )
	);
}

/**
 * Formats a ratio as a percentage with at most two decimals
 * (0.123456 → "12.35%", 0.5 → "50%").
 *
 * @param ratio   Ratio, where 1 is 100%.
 * @param options Formatting options.
 */
export function formatPercent(
	ratio: NumericInput,
	options: FormatOptions = {}
): string {
	const number = toFiniteNumber( ratio, 'formatPercent' );
	// Rounded on the percentage, then handed back to Intl as a ratio.
	const percentage = roundScaled( number * 100, 1, 2 );
	return getFormatter( options.locale, 2, true ).format( percentage / 100 );
}

/**
 * Formats a metric value by its kind: a count (default), a ratio as a
 * percentage, or seconds as a duration.
 *
 * @param value   Number or numeric string.
 * @param options Formatting options, with the style of the value.
 */
export function numFmt(
	value: NumericInput,
	options: NumFmtOptions = {}
): string {
	const { style = 'number', ...formatOptions } = options;
	switch ( style ) {
		case 'percent':
			return formatPercent( value, formatOptions );
		case 'duration':
			return formatDuration( value, formatOptions );
		default:
			return formatNumber( value, formatOptions );
	}
}

/**
 * The relative change from a previous value to the current one, as a ratio
 * (150 after 100 → 0.5; 50 after 100 → -0.5), or null when there is nothing
 * to compare with: a previous value of 0, or either value not finite
 * (spec §5). The change is measured against the size of the previous value,
 * so its sign always says whether the figure went up or down.
 *
 * @param current  Value in the current period.
 * @param previous Value in the compare period.
 */
export function calculateChange(
	current: NumericInput,
	previous: NumericInput
): number | null {
	const now = parseNumeric( current );
	const before = parseNumeric( previous );
	if ( ! Number.isFinite( now ) || ! Number.isFinite( before ) ) {
		return null;
	}
	if ( before === 0 ) {
		return null;
	}
	return ( now - before ) / Math.abs( before );
}

/**
 * Formats an average search position: one decimal, and "—" for 0 (Search
 * Console reports 0 when a page or query had no impressions to rank).
 *
 * @param position Average position (1 is the top).
 * @param options  Formatting options.
 */
export function formatPosition(
	position: NumericInput,
	options: FormatOptions = {}
): string {
	const number = toFiniteNumber( position, 'formatPosition' );
	if ( number <= 0 ) {
		return '—';
	}
	return getFormatter( options.locale, 1 ).format(
		roundScaled( number, 1, 1 )
	);
}
