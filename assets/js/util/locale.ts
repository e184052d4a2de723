/**
 * The locale figures and dates are shown in: the WordPress locale of the
 * page (the user's admin language, from the boot data), as Intl understands it.
 */

export const DEFAULT_LOCALE = 'en-US';

/**
 * The Intl locale for a WordPress locale. Subtags Intl rejects (WordPress
 * variants such as "ao90") are dropped from the end until one is accepted.
 *
 * @param locale WordPress locale ("de_DE_formal") or BCP 47 tag; default: the page's.
 */
export function toIntlLocale(
	locale: string | undefined = siteLocale()
): string {
	const subtags = ( locale ?? '' ).split( /[-_]/ ).filter( Boolean );
	while ( subtags.length > 0 ) {
		const candidate = subtags.join( '-' );
		try {
			return Intl.getCanonicalLocales( candidate )[ 0 ] ?? DEFAULT_LOCALE;
		} catch {
			subtags.pop();
		}
	}
	return DEFAULT_LOCALE;
}

/**
 * The WordPress locale of the page ("de_DE"), or undefined outside WordPress.
 */
export function siteLocale(): string | undefined {
	// util/ imports nothing of the app: the locale is read straight from the
	// boot data's global (its type and the full reading: api/base-data.ts).
	if ( typeof window === 'undefined' ) {
		return undefined;
	}
	const bootData = (
		window as { _googlesitekitBaseData?: { locale?: unknown } }
	 )._googlesitekitBaseData;
	return typeof bootData?.locale === 'string' && bootData.locale
		? bootData.locale
		: undefined;
}

const dateFormatters = new Map< string, Intl.DateTimeFormat >();

/**
 * Formats a calendar day in the page's locale ("Nov 3" in English, "3. Nov." in German).
 *
 * @param time    Unix time in seconds of the day's UTC midnight, or a YYYY-MM-DD string.
 * @param options Intl date options; default month and day.
 * @param locale  WordPress locale or BCP 47 tag; default the page's.
 */
export function formatDay(
	time: number | string,
	options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' },
	locale?: string
): string {
	const tag = toIntlLocale( locale ?? siteLocale() );
	const key = `${ tag }|${ JSON.stringify( options ) }`;
	let formatter = dateFormatters.get( key );
	if ( ! formatter ) {
		formatter = new Intl.DateTimeFormat( [ tag, DEFAULT_LOCALE ], {
			...options,
			timeZone: 'UTC',
		} );
		dateFormatters.set( key, formatter );
	}
	const date =
		typeof time === 'number'
			? new Date( time * 1000 )
			: new Date( `${ time }T00:00:00Z` );
	return formatter.format( date );
}

/**
 * Formats a moment (date and time) in the page's locale, in the browser's time zone.
 *
 * @param time   Unix time in seconds.
 * @param locale WordPress locale or BCP 47 tag; default the page's.
 */
export function formatDateTime( time: number, locale?: string ): string {
	return new Intl.DateTimeFormat(
		[ toIntlLocale( locale ?? siteLocale() ), DEFAULT_LOCALE ],
		{ dateStyle: 'medium', timeStyle: 'short' }
	).format( new Date( time * 1000 ) );
}
