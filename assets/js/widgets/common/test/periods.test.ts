/**
 * Internal dependencies
 */
import { getDateRangeDates } from '../../../util/dates';
import { periodSpans, periodsAdjacent, splitDailyRows } from '../periods';

describe( 'periodSpans', () => {
	it( 'reads one span from the compare period to the range’s end when the periods are adjacent', () => {
		const dates = {
			startDate: '2026-03-01',
			endDate: '2026-03-28',
			compareStartDate: '2026-02-01',
			compareEndDate: '2026-02-28',
		};
		expect( periodsAdjacent( dates ) ).toBe( true );
		expect( periodSpans( dates ) ).toEqual( [
			{ startDate: '2026-02-01', endDate: '2026-03-28' },
		] );
	} );

	it( 'reads each period on its own when they are a year apart', () => {
		const dates = {
			startDate: '2026-03-01',
			endDate: '2026-03-28',
			compareStartDate: '2025-03-01',
			compareEndDate: '2025-03-28',
		};
		expect( periodsAdjacent( dates ) ).toBe( false );
		expect( periodSpans( dates ) ).toEqual( [
			{ startDate: '2026-03-01', endDate: '2026-03-28' },
			{ startDate: '2025-03-01', endDate: '2025-03-28' },
		] );
	} );

	it( 'treats the presets’ "same period last year" as two spans and "previous period" as one', () => {
		expect(
			periodSpans( getDateRangeDates( 'last-28-days' ) )
		).toHaveLength( 1 );
		expect(
			periodSpans(
				getDateRangeDates( 'last-28-days~same-period-last-year' )
			)
		).toHaveLength( 2 );
	} );
} );

describe( 'splitDailyRows', () => {
	it( 'sorts rows into the range and the compare period by their exact day, leaving out days of neither', () => {
		const rows = [
			'2025-02-28',
			'2025-03-01',
			'2025-03-28',
			'2025-03-29',
			'2026-02-28',
			'2026-03-01',
			'2026-03-28',
		];
		const { current, previous } = splitDailyRows( rows, ( day ) => day, {
			startDate: '2026-03-01',
			endDate: '2026-03-28',
			compareStartDate: '2025-03-01',
			compareEndDate: '2025-03-28',
		} );
		expect( current ).toEqual( [ '2026-03-01', '2026-03-28' ] );
		expect( previous ).toEqual( [ '2025-03-01', '2025-03-28' ] );
	} );
} );
