/**
 * Amounts of money in their currency (AdSense earnings).
 */

/**
 * Internal dependencies
 */
import { DEFAULT_LOCALE, toIntlLocale } from './locale';
import {
	toFiniteNumber,
	type FormatOptions,
	type NumericInput,
} from './number-format';

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
