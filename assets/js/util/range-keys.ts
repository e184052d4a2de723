/**
 * The user's report range: presets, compare modes and the "range key" that
 * carries both through widgets (date-range.ts turns a key into dates).
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
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { parseISODay } from './days';

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

export const CUSTOM = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;
export const ROLLING = /^last-(\d+)-days$/;

export function isCompareMode( value: unknown ): value is CompareMode {
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
