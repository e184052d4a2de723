/**
 * The user's report range: presets, compare modes, the "range key" that
 * carries both through widgets, and the dashboard URL parameters.
 *
 * Mirrors includes/Core/Util/Date_Range.php (keep the two in step):
 * - "last-x-days": the x complete days ending yesterday.
 * - "this-month", "this-quarter", "year-to-date": the period's first day
 *   through yesterday; on the period's first day (no complete day yet),
 *   today alone.
 * - "last-month", "last-quarter": that whole calendar period.
 * - "last-12-months": the twelve whole calendar months before this one.
 * - "YYYY-MM-DD..YYYY-MM-DD": a custom range.
 * Compare modes:
 * - "previous-period": as many days, ending the day before the range.
 * - "same-period-last-year": rolling "last-x-days" ranges go back 364 days
 *   (weekdays line up); calendar and custom ranges go back one calendar year
 *   (29 February becomes the 28th).
 * - "none": nothing to compare; the compare dates hold the previous period
 *   so widgets that always fetch two periods keep working.
 *
 * The range key is the range alone for the previous period (the long-standing
 * "last-28-days" keys stay unchanged), otherwise "range~compare". The server's
 * dateRange parameter understands the same keys.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DAY_MS, parseISODay, toISODay } from './days';

/**
 * Internal dependencies
 */
import { getSiteToday } from './site-day';

export type CompareMode = 'previous-period' | 'same-period-last-year' | 'none';

export interface UserDateRange {
	/** A preset slug or a custom "YYYY-MM-DD..YYYY-MM-DD" range. */
	dateRange: string;
	compare: CompareMode;
}

export interface RangeDates {
	startDate: string;
	endDate: string;
	compareStartDate: string;
	compareEndDate: string;
	compare: CompareMode;
}

export const DEFAULT_USER_DATE_RANGE: UserDateRange = {
	dateRange: 'last-28-days',
	compare: 'previous-period',
};

/** Every preset the picker offers, in its order. */
export const RANGE_PRESETS: readonly { slug: string; label: string }[] = [
	{ slug: 'last-7-days', label: __( 'Last 7 days', 'google-site-kit' ) },
	{ slug: 'last-14-days', label: __( 'Last 14 days', 'google-site-kit' ) },
	{ slug: 'last-28-days', label: __( 'Last 28 days', 'google-site-kit' ) },
	{ slug: 'last-90-days', label: __( 'Last 90 days', 'google-site-kit' ) },
	{ slug: 'this-month', label: __( 'This month', 'google-site-kit' ) },
	{ slug: 'last-month', label: __( 'Last month', 'google-site-kit' ) },
	{ slug: 'this-quarter', label: __( 'This quarter', 'google-site-kit' ) },
	{ slug: 'last-quarter', label: __( 'Last quarter', 'google-site-kit' ) },
	{
		slug: 'last-12-months',
		label: __( 'Last 12 months', 'google-site-kit' ),
	},
	{ slug: 'year-to-date', label: __( 'Year to date', 'google-site-kit' ) },
];

export const COMPARE_MODES: readonly { slug: CompareMode; label: string }[] = [
	{
		slug: 'previous-period',
		label: __( 'Previous period', 'google-site-kit' ),
	},
	{
		slug: 'same-period-last-year',
		label: __( 'Same period last year', 'google-site-kit' ),
	},
	{ slug: 'none', label: __( 'No comparison', 'google-site-kit' ) },
];

const CUSTOM = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;
const ROLLING = /^last-(\d+)-days$/;

function utc( year: number, month: number, day: number ): number {
	return Date.UTC( year, month, day );
}

function isCompareMode( value: unknown ): value is CompareMode {
	return COMPARE_MODES.some( ( mode ) => mode.slug === value );
}

/**
 * The range and compare mode a key names ("this-month~none" → this month, no comparison).
 *
 * @param key Range key.
 */
export function parseRangeKey( key: string ): UserDateRange | null {
	const [ dateRange, compare = 'previous-period' ] = key.split( '~', 2 );
	if ( ! isCompareMode( compare ) || ! isValidRange( dateRange ) ) {
		return null;
	}
	return { dateRange, compare };
}

/**
 * The key widgets receive as their dateRange.
 *
 * @param range The user's range.
 */
export function toRangeKey( range: UserDateRange ): string {
	return range.compare === 'previous-period'
		? range.dateRange
		: `${ range.dateRange }~${ range.compare }`;
}

/**
 * Whether a value is a preset slug, a "last-x-days" range or a well-formed custom range.
 *
 * @param range Value.
 */
export function isValidRange( range: unknown ): range is string {
	if ( typeof range !== 'string' ) {
		return false;
	}
	if ( RANGE_PRESETS.some( ( preset ) => preset.slug === range ) ) {
		return true;
	}
	const rolling = ROLLING.exec( range );
	if ( rolling ) {
		return Number( rolling[ 1 ] ) >= 1 && Number( rolling[ 1 ] ) <= 3650;
	}
	const custom = CUSTOM.exec( range );
	if ( ! custom ) {
		return false;
	}
	const start = parseISODay( custom[ 1 ] );
	const end = parseISODay( custom[ 2 ] );
	return start !== null && end !== null && start <= end;
}

function yearBefore( time: number ): number {
	const date = new Date( time );
	const year = date.getUTCFullYear() - 1;
	const month = date.getUTCMonth();
	const lastDay = new Date( utc( year, month + 1, 0 ) ).getUTCDate();
	return utc( year, month, Math.min( date.getUTCDate(), lastDay ) );
}

/**
 * The dates of a range key, as the server computes them.
 *
 * @param key   Range key.
 * @param today The site's today, "YYYY-MM-DD" (default: the site's day now, util/site-day.ts).
 * @return The dates, or null for an invalid key.
 */
export function getRangeDates(
	key: string,
	today: string = getSiteToday()
): RangeDates | null {
	const parsed = parseRangeKey( key );
	const now = parseISODay( today );
	if ( ! parsed || now === null ) {
		return null;
	}
	const { dateRange, compare } = parsed;
	const yesterday = now - DAY_MS;
	const current = new Date( now );
	const year = current.getUTCFullYear();
	const month = current.getUTCMonth();
	const quarterStart = month - ( month % 3 );
	let start: number;
	let end: number;
	let rolling = false;
	const rollingMatch = ROLLING.exec( dateRange );
	const custom = CUSTOM.exec( dateRange );
	if ( rollingMatch ) {
		rolling = true;
		end = yesterday;
		start = end - ( Number( rollingMatch[ 1 ] ) - 1 ) * DAY_MS;
	} else if ( custom ) {
		start = parseISODay( custom[ 1 ] ) as number;
		end = parseISODay( custom[ 2 ] ) as number;
	} else {
		const toDate = ( first: number ): [ number, number ] => [
			first,
			Math.max( first, yesterday ),
		];
		const periods: Record< string, [ number, number ] > = {
			'this-month': toDate( utc( year, month, 1 ) ),
			'this-quarter': toDate( utc( year, quarterStart, 1 ) ),
			'year-to-date': toDate( utc( year, 0, 1 ) ),
			'last-month': [ utc( year, month - 1, 1 ), utc( year, month, 0 ) ],
			'last-quarter': [
				utc( year, quarterStart - 3, 1 ),
				utc( year, quarterStart, 0 ),
			],
			'last-12-months': [
				utc( year, month - 12, 1 ),
				utc( year, month, 0 ),
			],
		};
		[ start, end ] = periods[ dateRange ];
	}
	let compareStart: number;
	let compareEnd: number;
	if ( compare === 'same-period-last-year' ) {
		compareStart = rolling ? start - 364 * DAY_MS : yearBefore( start );
		compareEnd = rolling ? end - 364 * DAY_MS : yearBefore( end );
	} else {
		const days = Math.round( ( end - start ) / DAY_MS ) + 1;
		compareEnd = start - DAY_MS;
		compareStart = compareEnd - ( days - 1 ) * DAY_MS;
	}
	return {
		startDate: toISODay( start ),
		endDate: toISODay( end ),
		compareStartDate: toISODay( compareStart ),
		compareEndDate: toISODay( compareEnd ),
		compare,
	};
}

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

/**
 * The range a dashboard URL names: dateRange (a preset, or a custom range),
 * or startDate + endDate; with compare (default: previous period).
 *
 * @param search The URL's query string.
 * @return The range, or null when the URL names none (or an invalid one).
 */
export function readRangeFromURL( search: string ): UserDateRange | null {
	const params = new URLSearchParams( search );
	const start = params.get( 'startDate' );
	const end = params.get( 'endDate' );
	const dateRange =
		start && end ? `${ start }..${ end }` : params.get( 'dateRange' );
	if ( ! dateRange ) {
		return null;
	}
	const compare = params.get( 'compare' ) || 'previous-period';
	if ( ! isValidRange( dateRange ) || ! isCompareMode( compare ) ) {
		return null;
	}
	return { dateRange, compare };
}

/**
 * A URL carrying a range: dateRange + compare, or startDate + endDate + compare for a custom one.
 *
 * @param href  URL.
 * @param range Range.
 */
export function writeRangeToURL( href: string, range: UserDateRange ): string {
	const url = new URL( href );
	const custom = CUSTOM.exec( range.dateRange );
	url.searchParams.delete( 'dateRange' );
	url.searchParams.delete( 'startDate' );
	url.searchParams.delete( 'endDate' );
	url.searchParams.delete( 'compare' );
	if ( custom ) {
		url.searchParams.set( 'startDate', custom[ 1 ] );
		url.searchParams.set( 'endDate', custom[ 2 ] );
	} else {
		url.searchParams.set( 'dateRange', range.dateRange );
	}
	url.searchParams.set( 'compare', range.compare );
	return url.toString();
}
