/**
 * Three-way comparison of strings or numbers, for sort comparators.
 * @param a
 * @param b
 */
export function compareValues(
	a: string | number,
	b: string | number
): number {
	if ( a < b ) {
		return -1;
	}
	return a > b ? 1 : 0;
}
