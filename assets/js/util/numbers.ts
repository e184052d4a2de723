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
import { HOUR_IN_SECONDS, MINUTE_IN_SECONDS } from './dates';
import { DEFAULT_LOCALE, toIntlLocale } from './locale';
import { isNumeric } from './validation';

export interface FormatOptions {
	/** WordPress locale ("en_US", "de_DE_formal") or BCP 47 tag; default the page's (en-US outside WordPress). */
	locale?: string;
}

export type NumFmtStyle = 'number' | 'percent' | 'duration';

export interface NumFmtOptions extends FormatOptions {
	/** How to read the value: a count (default), a ratio or seconds. */
	style?: NumFmtStyle;
}

/** Report APIs (GA4 among them) send metric values as numeric strings. */
export type NumericInput = number | string;

const THOUSAND = 1000;
const TEN_THOUSAND = 10000;
const MILLION = 1000000;
const BILLION = 1000000000;

const formatters = new Map< string, Intl.NumberFormat >();

/**
 * A cached Intl.NumberFormat with at most `maximumFractionDigits` decimals.
 *
 * @param locale                WordPress locale or BCP 47 tag.
 * @param maximumFractionDigits Decimals shown at most; trailing zeros are dropped.
 * @param percent               Whether to format a ratio as a percentage.
 */
function getFormatter(
	locale: string | undefined,
	maximumFractionDigits: number,
	percent = false
): Intl.NumberFormat {
	const tag = toIntlLocale( locale );
	const key = `${ tag }|${ maximumFractionDigits }|${ percent }`;
	let formatter = formatters.get( key );
	if ( ! formatter ) {
		// en-US second, so a well-formed tag the browser lacks ("xx-YY") falls
		// back to en-US rather than to the browser's own language.
		formatter = new Intl.NumberFormat( [ tag, DEFAULT_LOCALE ], {
			style: percent ? 'percent' : 'decimal',
			minimumFractionDigits: 0,
			maximumFractionDigits,
		} );
		formatters.set( key, formatter );
	}
	return formatter;
}

/**
 * The number a value holds; NaN for a string that is not entirely a number
 * (so "" and "12px" never pass as 0 or 12).
 *
 * @param value Number or numeric string.
 */
function parseNumeric( value: NumericInput ): number {
	if ( typeof value === 'number' ) {
		return value;
	}
	return isNumeric( value ) ? Number( value ) : NaN;
}

/**
 * The value as a finite number; anything else becomes 0 with a warning
 * (spec §5: number formatting treats non-finite input as 0).
 *
 * @param value  Number or numeric string.
 * @param caller Name of the formatter, for the warning.
 */
function toFiniteNumber( value: NumericInput, caller: string ): number {
	const number = parseNumeric( value );
	if ( Number.isFinite( number ) ) {
		return number;
	}
	// A broken figure should be visible to developers, not to site owners.
	// eslint-disable-next-line no-console
	console.warn(
		`${ caller }: expected a finite number but got ${ String(
			value
		) }; showing 0 instead.`
	);
	return 0;
}

/**
 * Rounds half away from zero to `decimals` places of `value / unit`.
 *
 * Scaling before dividing keeps integer inputs exact, so 1450 / 1000 rounds
 * to 1.5 rather than to the 1.4 that 1.45's binary value would give.
 *
 * @param value    Number to round.
 * @param unit     Divisor (1, 1000, 1000000).
 * @param decimals Decimal places to keep.
 */
function roundScaled( value: number, unit: number, decimals: number ): number {
	const factor = 10 ** decimals;
	const rounded =
		( Math.sign( value ) *
			Math.round( ( Math.abs( value ) * factor ) / unit ) ) /
		factor;
	// Turns -0 into 0 so a tiny negative value never shows as "-0".
	return rounded || 0;
}

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
 * Formats seconds as hours, minutes and seconds, leaving out zero parts
 * (3725 → "1h 2m 5s", 60 → "1m", 0 → "0s"). Fractions of a second are
 * rounded to the nearest second (61.6 → "1m 2s").
 *
 * @param seconds Duration in seconds.
 * @param options Formatting options.
 */
export function formatDuration(
	seconds: NumericInput,
	options: FormatOptions = {}
): string {
	const number = toFiniteNumber( seconds, 'formatDuration' );
	const total = Math.round( Math.abs( number ) );
	const format = ( part: number ) =>
		getFormatter( options.locale, 0 ).format( part );

	const hours = Math.floor( total / HOUR_IN_SECONDS );
	const minutes = Math.floor(
		( total % HOUR_IN_SECONDS ) / MINUTE_IN_SECONDS
	);
	const secs = total % MINUTE_IN_SECONDS;

	const parts: string[] = [];
	if ( hours > 0 ) {
		const text = sprintf(
			/* translators: %s: number of hours. */
			__( '%sh', 'google-site-kit' ),
			format( hours )
		);
		parts.push( text );
	}
	if ( minutes > 0 ) {
		const text = sprintf(
			/* translators: %s: number of minutes. */
			__( '%sm', 'google-site-kit' ),
			format( minutes )
		);
		parts.push( text );
	}
	if ( secs > 0 || parts.length === 0 ) {
		const text = sprintf(
			/* translators: %s: number of seconds. */
			__( '%ss', 'google-site-kit' ),
			format( secs )
		);
		parts.push( text );
	}

	const sign = number < 0 && total > 0 ? '-' : '';
	return sign + parts.join( ' ' );
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

const currencyFormatters = new Map< string, Intl.NumberFormat >();

export interface CurrencyOptions extends FormatOptions {
	/** Abbreviate large amounts ("$1.2K"), e.g. on a chart axis. */
	compact?: boolean;
}

/**
 * Formats an amount of money in its currency, with the currency's own
 * decimals (two for USD and EUR, none for JPY), in the page's locale
 * ("$1,234.56", "1.234,56 €", "￥1,235").
 *
 * @param value    Amount (a number or numeric string).
 * @param currency ISO 4217 code, e.g. from the AdSense report's header.
 * @param options  Formatting options.
 */
export function formatCurrency(
	value: NumericInput,
	currency: string,
	options: CurrencyOptions = {}
): string {
	const amount = toFiniteNumber( value, 'formatCurrency' );
	const tag = toIntlLocale( options.locale );
	const key = `${ tag }|${ currency }|${ !! options.compact }`;
	let formatter = currencyFormatters.get( key );
	if ( ! formatter ) {
		try {
			formatter = new Intl.NumberFormat( [ tag, DEFAULT_LOCALE ], {
				style: 'currency',
				currency,
				...( options.compact
					? { notation: 'compact', maximumFractionDigits: 1 }
					: {} ),
			} );
		} catch {
			// A malformed code: the amount alone, with cents.
			formatter = new Intl.NumberFormat( [ tag, DEFAULT_LOCALE ], {
				minimumFractionDigits: options.compact ? 0 : 2,
				maximumFractionDigits: 2,
			} );
		}
		currencyFormatters.set( key, formatter );
	}
	return formatter.format( amount );
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
