/** Lighthouse's log-normal scoring and a normal CDF, shared by lab and field data. */

/**
 * Error function (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7).
 * @param x
 */
export function erf( x: number ): number {
	const sign = x < 0 ? -1 : 1;
	const t = 1 / ( 1 + 0.3275911 * Math.abs( x ) );
	const y =
		1 -
		( ( ( ( 1.061405429 * t - 1.453152027 ) * t + 1.421413741 ) * t -
			0.284496736 ) *
			t +
			0.254829592 ) *
			t *
			Math.exp( -x * x );
	return sign * y;
}

export function normalCdf( z: number ): number {
	return 0.5 * ( 1 + erf( z / Math.SQRT2 ) );
}

/**
 * Lighthouse metric score from its p10 and median control points, rounded to 2 decimals.
 * @param value
 * @param p10
 * @param median
 */
export function logNormalScore(
	value: number,
	p10: number,
	median: number
): number {
	if ( value <= 0 ) {
		return 1;
	}
	const sigma = ( Math.log( median ) - Math.log( p10 ) ) / 1.281551565545;
	const score =
		1 - normalCdf( ( Math.log( value ) - Math.log( median ) ) / sigma );
	return Math.round( Math.min( 1, Math.max( 0, score ) ) * 100 ) / 100;
}

const NBSP = '\u00a0';

export function seconds( ms: number ): string {
	return `${ ( ms / 1000 ).toFixed( 1 ) }${ NBSP }s`;
}

export function millis( ms: number ): string {
	return `${ ( Math.round( ms / 10 ) * 10 ).toLocaleString(
		'en-US'
	) }${ NBSP }ms`;
}

export function kib( bytes: number ): string {
	return `${ Math.round( bytes / 1024 ).toLocaleString(
		'en-US'
	) }${ NBSP }KiB`;
}
