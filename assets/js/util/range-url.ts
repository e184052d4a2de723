/**
 * The report range in a dashboard URL (dateRange, or startDate + endDate; compare).
 */

/**
 * Internal dependencies
 */
import {
	CUSTOM,
	isCompareMode,
	isValidRange,
	type UserDateRange,
} from './range-keys';

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
