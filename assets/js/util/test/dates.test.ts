/**
 * Internal dependencies
 */
import {
	DATE_RANGE_PRESETS,
	DAY_IN_SECONDS,
	DEFAULT_CACHE_TTL,
	DEFAULT_DATE_RANGE,
	HOUR_IN_SECONDS,
	MINUTE_IN_SECONDS,
	MONTH_IN_SECONDS,
	WEEK_IN_SECONDS,
	YEAR_IN_SECONDS,
	dateToString,
	getDateRangeDates,
	getDaysFromRange,
	getPreviousDate,
	isValidDateInstance,
	isValidDateRange,
	isValidDateString,
	stringToDate,
} from '../dates';

const INVALID_DATE_STRING =
	'Invalid dateString parameter, it must be a string.';
const INVALID_DATE_INSTANCE =
	'Date param must construct to a valid date instance or be a valid date instance itself.';
const INVALID_DATE_RANGE =
	'Invalid date range, it must be a string with the format "last-x-days".';

describe( 'time constants', () => {
	it.each( [
		[ 'MINUTE_IN_SECONDS', MINUTE_IN_SECONDS, 60 ],
		[ 'HOUR_IN_SECONDS', HOUR_IN_SECONDS, 3600 ],
		[ 'DAY_IN_SECONDS', DAY_IN_SECONDS, 86400 ],
		[ 'WEEK_IN_SECONDS', WEEK_IN_SECONDS, 604800 ],
		[ 'MONTH_IN_SECONDS', MONTH_IN_SECONDS, 2592000 ],
		[ 'YEAR_IN_SECONDS', YEAR_IN_SECONDS, 31536000 ],
		[ 'DEFAULT_CACHE_TTL', DEFAULT_CACHE_TTL, 3600 ],
	] )( '%s is %p seconds as spec §9 says', ( _name, value, expected ) => {
		expect( value ).toBe( expected );
	} );
} );

describe( 'date range presets', () => {
	it( 'offer last 7, 14, 28 and 90 days with slug, label and days', () => {
		expect( DATE_RANGE_PRESETS ).toEqual( [
			{ slug: 'last-7-days', label: 'Last 7 days', days: 7 },
			{ slug: 'last-14-days', label: 'Last 14 days', days: 14 },
			{ slug: 'last-28-days', label: 'Last 28 days', days: 28 },
			{ slug: 'last-90-days', label: 'Last 90 days', days: 90 },
		] );
	} );

	it( 'default to the last 28 days', () => {
		expect( DEFAULT_DATE_RANGE ).toBe( 'last-28-days' );
	} );

	it.each( DATE_RANGE_PRESETS.map( ( preset ) => [ preset.slug, preset ] ) )(
		'have a slug, %s, whose day count matches the preset',
		( slug, preset ) => {
			expect( getDaysFromRange( slug ) ).toBe( preset.days );
		}
	);
} );

describe( 'isValidDateString', () => {
	it.each( [ '2024-01-31', '2024-02-29', '2023-12-01', '1999-07-04' ] )(
		'accepts %p',
		( value ) => {
			expect( isValidDateString( value ) ).toBe( true );
		}
	);

	it.each( [
		'2023-02-29',
		'2024-02-30',
		'2024-13-01',
		'2024-00-10',
		'2024-01-00',
		'2024-1-5',
		'24-01-05',
		'2024/01/05',
		'2024-01-05T00:00:00Z',
		' 2024-01-05',
		'',
		20240105,
		null,
		new Date( '2024-01-05' ),
	] )( 'rejects %p', ( value ) => {
		expect( isValidDateString( value ) ).toBe( false );
	} );
} );

describe( 'isValidDateInstance', () => {
	it( 'accepts a Date holding a real time', () => {
		expect( isValidDateInstance( new Date( 0 ) ) ).toBe( true );
	} );

	it.each( [ new Date( 'nope' ), '2024-01-05', 0, null ] )(
		'rejects %p',
		( value ) => {
			expect( isValidDateInstance( value ) ).toBe( false );
		}
	);
} );

describe( 'dateToString', () => {
	it.each( [
		[ new Date( '2024-03-09T00:00:00Z' ), '2024-03-09' ],
		[ new Date( '2024-03-09T23:59:59Z' ), '2024-03-09' ],
		[ '2024-03-09', '2024-03-09' ],
		[ '2024-12-31T12:00:00Z', '2024-12-31' ],
		[ Date.UTC( 2024, 0, 1 ), '2024-01-01' ],
	] )( 'gives the UTC day of %p as %p', ( date, expected ) => {
		expect( dateToString( date ) ).toBe( expected );
	} );

	it.each( [ new Date( 'nope' ), 'yesterday', NaN ] )(
		'throws the spec message for %p, which is no valid date',
		( date ) => {
			expect( () => dateToString( date ) ).toThrow(
				INVALID_DATE_INSTANCE
			);
		}
	);

	it( 'throws the spec message for a value that is no date at all', () => {
		expect( () => dateToString( null as unknown as Date ) ).toThrow(
			INVALID_DATE_INSTANCE
		);
	} );
} );

describe( 'stringToDate', () => {
	it( 'gives the UTC midnight of a date string', () => {
		expect( stringToDate( '2024-02-29' ).toISOString() ).toBe(
			'2024-02-29T00:00:00.000Z'
		);
	} );

	it.each( [ 20240105, null, undefined, new Date(), [ '2024-01-05' ] ] )(
		'throws the non-string message for %p',
		( value ) => {
			expect( () => stringToDate( value ) ).toThrow( TypeError );
			expect( () => stringToDate( value ) ).toThrow(
				INVALID_DATE_STRING
			);
		}
	);

	it.each( [ '2024-02-30', '2024-1-5', 'yesterday', '' ] )(
		'throws the invalid-date message for the string %p',
		( value ) => {
			expect( () => stringToDate( value ) ).toThrow(
				INVALID_DATE_INSTANCE
			);
		}
	);

	it.each( [ '2024-01-01', '2024-02-29', '2025-12-31' ] )(
		'round-trips %p through dateToString',
		( value ) => {
			expect( dateToString( stringToDate( value ) ) ).toBe( value );
		}
	);
} );

describe( 'getPreviousDate', () => {
	it.each( [
		[ '2024-03-01', 1, '2024-02-29' ],
		[ '2024-01-01', 1, '2023-12-31' ],
		[ '2024-03-31', 30, '2024-03-01' ],
		[ '2024-03-10', 0, '2024-03-10' ],
		[ '2024-02-28', -1, '2024-02-29' ],
	] )( 'counts back from %p by %p days to %p', ( date, days, expected ) => {
		expect( getPreviousDate( date, days ) ).toBe( expected );
	} );
} );

describe( 'isValidDateRange', () => {
	it.each( [
		'last-7-days',
		'last-28-days',
		'last-1-days',
		'last-365-days',
	] )( 'accepts %p', ( value ) => {
		expect( isValidDateRange( value ) ).toBe( true );
	} );

	it.each( [
		'last-0-days',
		'last--7-days',
		'last-7-day',
		'last-seven-days',
		'last-7.5-days',
		'Last-7-days',
		'next-7-days',
		' last-7-days',
		'',
		7,
		null,
	] )( 'rejects %p', ( value ) => {
		expect( isValidDateRange( value ) ).toBe( false );
	} );
} );

describe( 'getDaysFromRange', () => {
	it.each( [
		[ 'last-7-days', 7 ],
		[ 'last-14-days', 14 ],
		[ 'last-28-days', 28 ],
		[ 'last-90-days', 90 ],
		[ 'last-3-days', 3 ],
	] )( 'reads %p as %p days', ( range, expected ) => {
		expect( getDaysFromRange( range ) ).toBe( expected );
	} );

	it.each( [ 'last-x-days', 'last-0-days', '28', 28, undefined ] )(
		'throws the spec message for %p',
		( range ) => {
			expect( () => getDaysFromRange( range ) ).toThrow(
				INVALID_DATE_RANGE
			);
		}
	);
} );

describe( 'getDateRangeDates', () => {
	it.each( [
		[
			'last-7-days',
			'2024-03-15',
			{
				startDate: '2024-03-08',
				endDate: '2024-03-14',
				compareStartDate: '2024-03-01',
				compareEndDate: '2024-03-07',
			},
		],
		[
			'last-14-days',
			'2024-03-15',
			{
				startDate: '2024-03-01',
				endDate: '2024-03-14',
				compareStartDate: '2024-02-16',
				compareEndDate: '2024-02-29',
			},
		],
		[
			'last-28-days',
			'2024-03-15',
			{
				startDate: '2024-02-16',
				endDate: '2024-03-14',
				compareStartDate: '2024-01-19',
				compareEndDate: '2024-02-15',
			},
		],
		[
			'last-90-days',
			'2024-01-01',
			{
				startDate: '2023-10-03',
				endDate: '2023-12-31',
				compareStartDate: '2023-07-05',
				compareEndDate: '2023-10-02',
			},
		],
	] )(
		'gives %p from today %p as yesterday back and the same length before',
		( range, today, expected ) => {
			expect( getDateRangeDates( range, today ) ).toEqual( expected );
		}
	);

	it( 'takes the UTC day of a Date given as today', () => {
		expect(
			getDateRangeDates(
				'last-7-days',
				new Date( '2024-03-15T23:30:00Z' )
			)
		).toEqual( getDateRangeDates( 'last-7-days', '2024-03-15' ) );
	} );

	it.each( [ 'last-7-days', 'last-28-days', 'last-90-days' ] )(
		'makes %p and its compare period each as long as the range',
		( range ) => {
			const days = getDaysFromRange( range );
			const dates = getDateRangeDates( range, '2024-06-01' );
			const length = ( start: string, end: string ) =>
				( stringToDate( end ).getTime() -
					stringToDate( start ).getTime() ) /
					( DAY_IN_SECONDS * 1000 ) +
				1;
			expect( length( dates.startDate, dates.endDate ) ).toBe( days );
			expect(
				length( dates.compareStartDate, dates.compareEndDate )
			).toBe( days );
			expect( getPreviousDate( dates.startDate, 1 ) ).toBe(
				dates.compareEndDate
			);
		}
	);

	it( 'ends the range yesterday when no today is given', () => {
		jest.useFakeTimers().setSystemTime( new Date( '2024-05-02T10:00Z' ) );
		try {
			expect( getDateRangeDates( 'last-7-days' ).endDate ).toBe(
				'2024-05-01'
			);
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'throws the spec message for a malformed range', () => {
		expect( () => getDateRangeDates( 'past-week', '2024-03-15' ) ).toThrow(
			INVALID_DATE_RANGE
		);
	} );

	it( 'throws the spec message for a malformed today', () => {
		expect( () => getDateRangeDates( 'last-7-days', '2024-3-15' ) ).toThrow(
			INVALID_DATE_INSTANCE
		);
	} );
} );
