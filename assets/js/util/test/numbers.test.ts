/**
 * Internal dependencies
 */
import { formatDay } from '../locale';
import {
	calculateChange,
	formatCurrency,
	formatDuration,
	formatNumber,
	formatPercent,
	formatPosition,
	numFmt,
} from '../numbers';

let warn: jest.SpyInstance;

beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
} );

afterEach( () => {
	warn.mockRestore();
} );

describe( 'formatNumber', () => {
	// Issue 5, item 7: every cell of the "numbers" column, en-US.
	it.each( [
		[ 0, '0' ],
		[ 12.34, '12.3' ],
		[ 999, '999' ],
		[ 999.4, '999.4' ],
		[ 1000, '1K' ],
		[ 1250, '1.3K' ],
		[ 9999, '10K' ],
		[ 10000, '10K' ],
		[ 15499, '15K' ],
		[ 15500, '16K' ],
		[ 999999, '1,000K' ],
		[ 1000000, '1M' ],
		[ 1234567, '1.2M' ],
		[ -1500, '-1.5K' ],
	] )( 'formats %p as %p without a warning', ( value, expected ) => {
		expect( formatNumber( value ) ).toBe( expected );
		expect( warn ).not.toHaveBeenCalled();
	} );

	it.each( [ NaN, Infinity, -Infinity ] )(
		'shows %p as 0 and warns on the console',
		( value ) => {
			expect( formatNumber( value ) ).toBe( '0' );
			expect( warn ).toHaveBeenCalledTimes( 1 );
		}
	);

	it.each( [
		[ 1450, '1.5K' ],
		[ 1350, '1.4K' ],
		[ 1050, '1.1K' ],
		[ 0.05, '0.1' ],
		[ 2500000, '2.5M' ],
		[ 999949999, '999.9M' ],
		[ 1e9, '1B' ],
		[ 1912345678, '1.9B' ],
		[ -2.45e9, '-2.5B' ],
		[ -15500, '-16K' ],
		[ -1234567, '-1.2M' ],
	] )( 'rounds %p half away from zero to %p', ( value, expected ) => {
		expect( formatNumber( value ) ).toBe( expected );
	} );

	it.each( [ -0.04, -0 ] )( 'never shows %p as "-0"', ( value ) => {
		expect( formatNumber( value ) ).toBe( '0' );
	} );

	it.each( [
		[ '1250', '1.3K' ],
		[ '12.34', '12.3' ],
	] )( 'formats the numeric string %p as %p', ( value, expected ) => {
		expect( formatNumber( value ) ).toBe( expected );
	} );

	it.each( [ '', 'abc', '12px' ] )(
		'shows the non-numeric string %p as 0 and warns',
		( value ) => {
			expect( formatNumber( value ) ).toBe( '0' );
			expect( warn ).toHaveBeenCalledTimes( 1 );
		}
	);

	it.each( [
		[ 'de_DE', 1234567, '1,2M' ],
		[ 'de-DE', 999999, '1.000K' ],
		[ 'de_DE', 12.34, '12,3' ],
		[ 'de_DE_formal', 1250, '1,3K' ],
		[ 'pt_PT_ao90', 1250, '1,3K' ],
		[ 'not a locale', 1250, '1.3K' ],
		[ 'xx_YY', 1250, '1.3K' ],
		[ '', 999999, '1,000K' ],
	] )(
		'formats with the WordPress locale %p (%p → %p)',
		( locale, value, expected ) => {
			expect( formatNumber( value, { locale } ) ).toBe( expected );
		}
	);
} );

describe( 'formatDuration', () => {
	// Issue 5, item 7: every cell of the "durations" column.
	it.each( [
		[ 0, '0s' ],
		[ 59, '59s' ],
		[ 60, '1m' ],
		[ 3600, '1h' ],
		[ 3725, '1h 2m 5s' ],
		[ 61.6, '1m 2s' ],
	] )( 'formats %p seconds as %p', ( seconds, expected ) => {
		expect( formatDuration( seconds ) ).toBe( expected );
	} );

	it.each( [
		[ 0.4, '0s' ],
		[ 3601, '1h 1s' ],
		[ 7260, '2h 1m' ],
		[ 86400, '24h' ],
		[ 3600000, '1,000h' ],
		[ -90, '-1m 30s' ],
		[ '125', '2m 5s' ],
	] )( 'formats %p seconds as %p', ( seconds, expected ) => {
		expect( formatDuration( seconds ) ).toBe( expected );
	} );

	it.each( [ NaN, Infinity ] )(
		'shows %p seconds as 0s and warns on the console',
		( seconds ) => {
			expect( formatDuration( seconds ) ).toBe( '0s' );
			expect( warn ).toHaveBeenCalledTimes( 1 );
		}
	);
} );

describe( 'formatPercent', () => {
	// Issue 5, item 7: every cell of the "percent" column.
	it.each( [
		[ 0, '0%' ],
		[ 0.1234, '12.34%' ],
		[ 0.5, '50%' ],
		[ 1, '100%' ],
		[ 0.123456, '12.35%' ],
	] )( 'formats the ratio %p as %p', ( ratio, expected ) => {
		expect( formatPercent( ratio ) ).toBe( expected );
	} );

	it.each( [
		[ -0.5, '-50%' ],
		[ 0.115, '11.5%' ],
		[ 0.00005, '0.01%' ],
		[ -0.00001, '0%' ],
		[ 12.5, '1,250%' ],
	] )( 'formats the ratio %p as %p', ( ratio, expected ) => {
		expect( formatPercent( ratio ) ).toBe( expected );
	} );

	it( 'formats with the WordPress locale', () => {
		expect( formatPercent( 0.1234, { locale: 'de_DE' } ) ).toBe(
			'12,34\u00a0%'
		);
	} );

	it.each( [ NaN, -Infinity ] )(
		'shows %p as 0%% and warns on the console',
		( ratio ) => {
			expect( formatPercent( ratio ) ).toBe( '0%' );
			expect( warn ).toHaveBeenCalledTimes( 1 );
		}
	);
} );

describe( 'numFmt', () => {
	it.each( [
		[ 1250, {}, '1.3K' ],
		[ 1250, { style: 'number' as const }, '1.3K' ],
		[ 0.1234, { style: 'percent' as const }, '12.34%' ],
		[ 3725, { style: 'duration' as const }, '1h 2m 5s' ],
		[ 1234567, { locale: 'de_DE' }, '1,2M' ],
	] )(
		'formats %p with the options %p as %p',
		( value, options, expected ) => {
			expect( numFmt( value, options ) ).toBe( expected );
		}
	);

	it( 'shows non-finite input as 0 with a console warning', () => {
		expect( numFmt( Infinity ) ).toBe( '0' );
		expect( warn ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'calculateChange', () => {
	// Issue 5, item 7: the percent change rule.
	it.each( [
		[ 150, 100, 0.5 ],
		[ 50, 100, -0.5 ],
		[ 100, 100, 0 ],
		[ 0, 100, -1 ],
		[ 300, 100, 2 ],
		[ -50, -100, 0.5 ],
		[ '150', '100', 0.5 ],
	] )(
		'returns the change from %p back to %p as %p',
		( current, previous, expected ) => {
			expect( calculateChange( current, previous ) ).toBe( expected );
		}
	);

	it.each( [
		[ 150, 0 ],
		[ 0, 0 ],
		[ 150, NaN ],
		[ 150, Infinity ],
		[ 150, -Infinity ],
		[ NaN, 100 ],
		[ Infinity, 100 ],
		[ 150, '' ],
		[ 'abc', 100 ],
	] )( 'returns null for %p compared with %p', ( current, previous ) => {
		expect( calculateChange( current, previous ) ).toBeNull();
	} );
} );

describe( "formatting in the page's locale", () => {
	afterEach( () => {
		delete window._googlesitekitBaseData;
	} );

	it( 'formats counts, percentages and billions in the WordPress locale of the page', () => {
		window._googlesitekitBaseData = { locale: 'de_DE' };
		expect( formatNumber( 1250 ) ).toBe( '1,3K' );
		expect( formatNumber( 1912345678 ) ).toBe( '1,9B' );
		expect( formatPercent( 0.1234 ) ).toBe( '12,34\u00a0%' );
	} );

	it( "shows amounts with their currency's own decimals in the page's locale", () => {
		window._googlesitekitBaseData = { locale: 'de_DE' };
		expect( formatCurrency( 1234.5, 'EUR' ) ).toBe( '1.234,50\u00a0€' );
		expect( formatCurrency( 1234.5, 'JPY' ) ).toBe( '1.235\u00a0¥' );
		window._googlesitekitBaseData = { locale: 'ja' };
		expect( formatCurrency( 1234.5, 'JPY' ) ).toBe( '￥1,235' );
		window._googlesitekitBaseData = { locale: 'en_US' };
		expect( formatCurrency( 1234.5, 'USD' ) ).toBe( '$1,234.50' );
		expect( formatCurrency( 1234, 'USD', { compact: true } ) ).toBe(
			'$1.2K'
		);
	} );

	it( 'shows an average position of 0 as a dash, others with one decimal', () => {
		expect( formatPosition( 0 ) ).toBe( '—' );
		expect( formatPosition( 3.456 ) ).toBe( '3.5' );
		window._googlesitekitBaseData = { locale: 'fr_FR' };
		expect( formatPosition( 3.456 ) ).toBe( '3,5' );
	} );

	it( "formats chart days in the page's locale, on the UTC calendar day", () => {
		const nov3 = Date.UTC( 2026, 10, 3 ) / 1000;
		expect( formatDay( nov3 ) ).toBe( 'Nov 3' );
		window._googlesitekitBaseData = { locale: 'de_DE' };
		expect( formatDay( nov3 ) ).toBe( '3. Nov.' );
		expect( formatDay( '2026-11-03' ) ).toBe( '3. Nov.' );
	} );
} );
