/**
 * Internal dependencies
 */
import { stringToDate } from '../../util/dates';

/**
 * Every day of a range as a Unix time (UTC midnight), so a chart has one point per day.
 *
 * @param startDate First day, YYYY-MM-DD.
 * @param endDate   Last day, YYYY-MM-DD.
 */
export function daysOf( startDate: string, endDate: string ): number[] {
	const days: number[] = [];
	const end = stringToDate( endDate ).getTime();
	for (
		let time = stringToDate( startDate ).getTime();
		time <= end;
		time += 86400000
	) {
		days.push( time / 1000 );
	}
	return days;
}

/**
 * A YYYY-MM-DD day as a Unix time at UTC midnight.
 *
 * @param date YYYY-MM-DD.
 */
export function dayToTime( date: string ): number {
	return stringToDate( date ).getTime() / 1000;
}
