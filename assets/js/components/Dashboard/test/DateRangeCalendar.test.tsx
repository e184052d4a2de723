/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import DateRangeCalendar, {
	type DateRangeCalendarProps,
} from '../DateRangeCalendar';

function setup( props: Partial< DateRangeCalendarProps > = {} ) {
	const onApply = jest.fn();
	const onCancel = jest.fn();
	const user = userEvent.setup();
	render(
		<DateRangeCalendar
			latest="2026-04-14"
			firstDay={ 0 }
			locale="en_US"
			onApply={ onApply }
			onCancel={ onCancel }
			{ ...props }
		/>
	);
	return { onApply, onCancel, user };
}

const active = () => screen.getByRole( 'dialog' ).ownerDocument.activeElement;
const focusedDay = () => active()?.getAttribute( 'data-date' );
const month = () => screen.getByRole( 'heading', { level: 3 } ).textContent;
const weekdayHeaders = () =>
	within( screen.getByRole( 'grid' ) )
		.getAllByRole( 'columnheader' )
		.map( ( header ) => header.textContent );

describe( 'the custom range calendar', () => {
	it( 'opens on the latest day when no range is given, focused, with one tab stop in the grid', () => {
		setup();
		expect( focusedDay() ).toBe( '2026-04-14' );
		expect( month() ).toBe( 'April 2026' );
		const grid = screen.getByRole( 'grid', { name: 'April 2026' } );
		expect( grid.querySelectorAll( 'td[tabindex="0"]' ) ).toHaveLength( 1 );
		// The next month has no day to choose yet.
		expect(
			screen.getByRole( 'button', { name: 'Next month' } )
		).toBeDisabled();
		// Days after the latest one cannot be chosen; today is marked.
		expect(
			grid.querySelector( '[data-date="2026-04-15"]' )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			grid.querySelector( '[data-date="2026-04-15"]' )
		).toHaveAttribute( 'aria-current', 'date' );
	} );

	it( 'moves by day, week, week start and end, month and year with the keys of the date picker pattern', async () => {
		const { user } = setup( {
			initialStart: '2026-03-11',
			initialEnd: '2026-03-20',
		} );
		// Wednesday 11 March 2026.
		expect( focusedDay() ).toBe( '2026-03-11' );
		await user.keyboard( '{ArrowRight}' );
		expect( focusedDay() ).toBe( '2026-03-12' );
		await user.keyboard( '{ArrowLeft}{ArrowLeft}' );
		expect( focusedDay() ).toBe( '2026-03-10' );
		await user.keyboard( '{ArrowDown}' );
		expect( focusedDay() ).toBe( '2026-03-17' );
		await user.keyboard( '{ArrowUp}{ArrowUp}' );
		expect( focusedDay() ).toBe( '2026-03-03' );
		// Weeks start on Sunday here.
		await user.keyboard( '{Home}' );
		expect( focusedDay() ).toBe( '2026-03-01' );
		await user.keyboard( '{End}' );
		expect( focusedDay() ).toBe( '2026-03-07' );
		// Crossing into another month shows it.
		await user.keyboard( '{ArrowUp}' );
		expect( focusedDay() ).toBe( '2026-02-28' );
		expect( month() ).toBe( 'February 2026' );
		await user.keyboard( '{PageDown}' );
		expect( focusedDay() ).toBe( '2026-03-28' );
		await user.keyboard( '{PageUp}{PageUp}' );
		expect( focusedDay() ).toBe( '2026-01-28' );
		await user.keyboard( '{Shift>}{PageUp}{/Shift}' );
		expect( focusedDay() ).toBe( '2025-01-28' );
		expect( month() ).toBe( 'January 2025' );
		await user.keyboard( '{Shift>}{PageDown}{/Shift}' );
		expect( focusedDay() ).toBe( '2026-01-28' );
		// No month past the latest day's.
		await user.keyboard( '{Shift>}{PageDown}{/Shift}' );
		expect( focusedDay() ).toBe( '2026-01-28' );
		// The month's last day stands in for a day the shorter month lacks.
		await user.keyboard( '{PageDown}{PageDown}{ArrowDown}{PageUp}' );
		expect( focusedDay() ).toBe( '2026-03-04' );
	} );

	it( 'chooses the first then the last day with Enter and Space, and applies them', async () => {
		const { user, onApply } = setup();
		await user.keyboard( '{ArrowUp}{ArrowUp}{Enter}' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'First day: Mar 31, 2026. Now choose the last day.'
		);
		// In the site's locale's typed form (en_US here).
		expect( screen.getByLabelText( 'First day' ) ).toHaveValue(
			'03/31/2026'
		);
		expect( screen.getByLabelText( 'Last day' ) ).toHaveValue( '' );
		await user.keyboard( '{ArrowDown}{ArrowLeft} ' );
		expect( screen.getByLabelText( 'Last day' ) ).toHaveValue(
			'04/06/2026'
		);
		const selected = Array.from(
			document.querySelectorAll( 'td[aria-selected="true"]' )
		).map( ( cell ) => cell.getAttribute( 'data-date' ) );
		// Only April shows: its first six days of the range are selected.
		expect( selected ).toEqual( [
			'2026-04-01',
			'2026-04-02',
			'2026-04-03',
			'2026-04-04',
			'2026-04-05',
			'2026-04-06',
		] );
		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onApply ).toHaveBeenCalledWith( '2026-03-31', '2026-04-06' );
	} );

	it( 'starts again when the second day is before the first, and never chooses a day after the latest', async () => {
		const { user, onApply } = setup( { latest: '2026-04-08' } );
		await user.keyboard( '{Enter}{ArrowLeft}{ArrowLeft}{Enter}' );
		expect( screen.getByLabelText( 'First day' ) ).toHaveValue(
			'04/06/2026'
		);
		expect( screen.getByLabelText( 'Last day' ) ).toHaveValue( '' );
		await user.keyboard( '{ArrowDown}{Enter}' );
		// 13 April is after the latest day: nothing happened.
		expect( focusedDay() ).toBe( '2026-04-13' );
		expect( screen.getByLabelText( 'Last day' ) ).toHaveValue( '' );
		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onApply ).not.toHaveBeenCalled();
		expect(
			screen.getByText( 'Enter the last day of the range.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Last day' ) ).toHaveFocus();
	} );

	it( 'takes typed dates in the locale’s form or as YYYY-MM-DD, showing them in the calendar', async () => {
		const { user, onApply } = setup();
		expect(
			screen.getByText(
				'Or type the days as MM/DD/YYYY, up to Apr 14, 2026.'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'First day' ) ).toHaveAttribute(
			'placeholder',
			'MM/DD/YYYY'
		);
		await user.click( screen.getByLabelText( 'First day' ) );
		await user.keyboard( '12/30/2025' );
		expect( month() ).toBe( 'December 2025' );
		await user.click( screen.getByLabelText( 'Last day' ) );
		await user.keyboard( '2026-01-02{Enter}' );
		expect( onApply ).toHaveBeenCalledWith( '2025-12-30', '2026-01-02' );
	} );

	it( 'takes and shows days in a German admin’s form', async () => {
		const { user, onApply } = setup( {
			locale: 'de_DE',
			initialStart: '2026-03-02',
			initialEnd: '2026-03-08',
		} );
		expect( screen.getByLabelText( 'First day' ) ).toHaveValue(
			'02.03.2026'
		);
		expect( screen.getByLabelText( 'Last day' ) ).toHaveValue(
			'08.03.2026'
		);
		expect( screen.getByLabelText( 'First day' ) ).toHaveAttribute(
			'placeholder',
			'DD.MM.YYYY'
		);
		await user.clear( screen.getByLabelText( 'First day' ) );
		await user.type( screen.getByLabelText( 'First day' ), '1.2.2026' );
		expect( month() ).toBe( 'Februar 2026' );
		await user.clear( screen.getByLabelText( 'Last day' ) );
		await user.type( screen.getByLabelText( 'Last day' ), '28.02.2026' );
		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onApply ).toHaveBeenCalledWith( '2026-02-01', '2026-02-28' );
	} );

	it.each( [
		[
			'2026-02-30',
			'2026-03-05',
			'First day',
			'“2026-02-30” is not a date. Enter it as MM/DD/YYYY, for example 04/14/2026.',
		],
		[
			'2/30/2026',
			'2026-03-05',
			'First day',
			'“2/30/2026” is not a date. Enter it as MM/DD/YYYY, for example 04/14/2026.',
		],
		[
			'30/1/2026',
			'2026-03-05',
			'First day',
			'“30/1/2026” is not a date. Enter it as MM/DD/YYYY, for example 04/14/2026.',
		],
		[
			'3/1/26',
			'2026-03-05',
			'First day',
			'“3/1/26” is not a date. Enter it as MM/DD/YYYY, for example 04/14/2026.',
		],
		[
			'2026-03-05',
			'2026-03-01',
			'Last day',
			'The last day must not be before the first day.',
		],
		[
			'2026-04-01',
			'2026-04-15',
			'Last day',
			'Choose Apr 14, 2026 or an earlier day: later days have no complete figures yet.',
		],
		[ '', '2026-04-01', 'First day', 'Enter the first day of the range.' ],
	] )(
		'refuses the typed range %s to %s with a message on the %s',
		async ( startText, endText, field, message ) => {
			const { user, onApply } = setup( {
				initialStart: '2026-01-05',
				initialEnd: '2026-01-09',
			} );
			const start = screen.getByLabelText( 'First day' );
			const end = screen.getByLabelText( 'Last day' );
			await user.clear( start );
			if ( startText ) {
				await user.type( start, startText );
			}
			await user.clear( end );
			await user.type( end, endText );
			await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );
			expect( onApply ).not.toHaveBeenCalled();
			const input = screen.getByLabelText( field );
			expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( input ).toHaveAccessibleDescription(
				expect.stringContaining( message )
			);
			expect( input ).toHaveFocus();
		}
	);

	it( 'starts the week on the site’s first weekday', () => {
		setup( { firstDay: 1, initialStart: '2026-03-02' } );
		expect( weekdayHeaders() ).toEqual( [
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
			'Sun',
		] );
		// 1 March 2026 is a Sunday: the last cell of the first week.
		const firstRow = within( screen.getByRole( 'grid' ) ).getAllByRole(
			'row'
		)[ 1 ];
		const cells = firstRow.querySelectorAll( 'td' );
		expect( cells[ 6 ] ).toHaveAttribute( 'data-date', '2026-03-01' );
		expect( cells[ 0 ] ).not.toHaveAttribute( 'data-date' );
	} );

	it( 'ends the week on the day before the first weekday with End (Saturday start)', async () => {
		const { user } = setup( { firstDay: 6, initialStart: '2026-03-11' } );
		expect( weekdayHeaders()[ 0 ] ).toBe( 'Sat' );
		await user.keyboard( '{Home}' );
		expect( focusedDay() ).toBe( '2026-03-07' );
		await user.keyboard( '{End}' );
		expect( focusedDay() ).toBe( '2026-03-13' );
	} );

	it( 'names the Gregorian month the grid shows where the locale’s own calendar is another (Thai)', () => {
		setup( { locale: 'th_TH', initialStart: '2026-03-02' } );
		// The Thai calendar counts 2569 for this year.
		expect( month() ).toBe( 'มีนาคม 2026' );
		expect( screen.getByLabelText( 'First day' ) ).toHaveValue(
			'02/03/2026'
		);
	} );

	it( 'names months and weekdays in the site’s locale', () => {
		setup( {
			locale: 'de_DE_formal',
			firstDay: 1,
			initialStart: '2026-03-02',
		} );
		expect( month() ).toBe( 'März 2026' );
		// Short names differ between ICU versions ("Mo" or "Mo."); the full ones do not.
		expect(
			within( screen.getByRole( 'grid' ) )
				.getAllByRole( 'columnheader' )
				.map( ( header ) => header.getAttribute( 'abbr' ) )
		).toEqual( [
			'Montag',
			'Dienstag',
			'Mittwoch',
			'Donnerstag',
			'Freitag',
			'Samstag',
			'Sonntag',
		] );
		expect( weekdayHeaders()[ 0 ] ).toMatch( /^Mo\.?$/ );
		expect( focusedDay() ).toBe( '2026-03-02' );
		expect( active() ).toHaveAccessibleName( 'Montag, 2. März 2026' );
	} );

	it( 'keeps the focus inside and closes with Escape', async () => {
		const { user, onCancel } = setup();
		const dialog = screen.getByRole( 'dialog', { name: 'Custom range' } );
		for ( let i = 0; i < 12; i++ ) {
			await user.tab();
			expect( dialog ).toContainElement( active() as HTMLElement );
		}
		await user.tab( { shift: true } );
		expect( dialog ).toContainElement( active() as HTMLElement );
		await user.keyboard( '{Escape}' );
		expect( onCancel ).toHaveBeenCalledTimes( 1 );
	} );
} );
