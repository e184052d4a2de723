/**
 * The pieces the number formatters share (numbers.ts, duration.ts,
 * currency.ts): their options, the cached Intl formatters, reading numeric
 * strings, and the rounding that keeps integer inputs exact.
 */

/**
 * Internal dependencies
 */
import { DEFAULT_LOCALE, toIntlLocale } from './locale';
import { isNumeric } from './validation';

export interface FormatOptions {
	/** WordPress locale ("en_US", "de_DE_formal") or BCP 47 tag; default the page's (en-US outside WordPress). */
	locale?: string;
}

/** Report APIs (GA4 among them) send metric values as numeric strings. */
export type NumericInput = number | string;

const formatters = new Map< string, Intl.NumberFormat >();

/**
 * A cached Intl.NumberFormat with at most `maximumFractionDigits` decimals.
 *
 * @param locale                WordPress locale or BCP 47 tag.
 * @param maximumFractionDigits Decimals shown at most; trailing zeros are dropped.
 * @param percent               Whether to format a ratio as a percentage.
 */
export function getFormatter(
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
export function parseNumeric( value: NumericInput ): number {
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
export function toFiniteNumber( value: NumericInput, caller: string ): number {
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
export function roundScaled(
	value: number,
	unit: number,
	decimals: number
): number {
	const factor = 10 ** decimals;
	const rounded =
		( Math.sign( value ) *
			Math.round( ( Math.abs( value ) * factor ) / unit ) ) /
		factor;
	// Turns -0 into 0 so a tiny negative value never shows as "-0".
	return rounded || 0;
}
