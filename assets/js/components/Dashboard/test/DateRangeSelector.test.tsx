/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import Root from '../../Root';
import DateRangeSelector from '../DateRangeSelector';
import { useDateRange } from '../use-date-range';
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../../datastore/registry';
import type { Registry } from '../../../datastore/types';
import { userStore } from '../../../datastore/user';

function Picker() {
	const [ key, range, setRange ] = useDateRange();
	return (
		<>
			<DateRangeSelector
				value={ range }
				onChange={ setRange }
				today="2026-04-15"
			/>
			<output data-testid="key">{ key }</output>
		</>
	);
}

describe( 'the dashboard range picker', () => {
	let server: FakeServer;
	let registry: Registry;

	const mount = () =>
		render(
			<Root registry={ registry }>
				<Picker />
			</Root>
		);

	beforeEach( () => {
		setTestBaseData( {
			userDateRange: {
				dateRange: 'last-month',
				compare: 'same-period-last-year',
				label: 'Last month',
			},
		} );
		server = fakeServer();
		server.on( 'POST', 'core/user/data/date-range', ( request ) => ( {
			body: ( request.body as { data: unknown } ).data,
		} ) );
		registry = createTestRegistry();
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=googlesitekit-dashboard#traffic'
		);
	} );

	afterEach( () => {
		server.restore();
		delete window._googlesitekitBaseData;
	} );

	it( 'starts from the range saved on the server and writes it into the address', () => {
		mount();
		expect( screen.getByLabelText( 'Date range' ) ).toHaveValue(
			'last-month'
		);
		expect( screen.getByLabelText( 'Compare with' ) ).toHaveValue(
			'same-period-last-year'
		);
		expect( screen.getByTestId( 'key' ) ).toHaveTextContent(
			'last-month~same-period-last-year'
		);
		expect( window.location.search ).toBe(
			'?page=googlesitekit-dashboard&dateRange=last-month&compare=same-period-last-year'
		);
		expect( window.location.hash ).toBe( '#traffic' );
		expect(
			server.requestsTo( 'POST', 'core/user/data/date-range' )
		).toHaveLength( 0 );
	} );

	it( 'offers every preset and compare mode, and saves a change for the user', async () => {
		mount();
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'Last 7 days',
			'Last 14 days',
			'Last 28 days',
			'Last 90 days',
			'This month',
			'Last month',
			'This quarter',
			'Last quarter',
			'Last 12 months',
			'Year to date',
			'Custom range…',
			'Previous period',
			'Same period last year',
			'No comparison',
		] );
		await userEvent.selectOptions(
			screen.getByLabelText( 'Date range' ),
			'year-to-date'
		);
		await userEvent.selectOptions(
			screen.getByLabelText( 'Compare with' ),
			'none'
		);
		expect( screen.getByTestId( 'key' ) ).toHaveTextContent(
			'year-to-date~none'
		);
		await waitFor( () =>
			expect(
				server
					.requestsTo( 'POST', 'core/user/data/date-range' )
					.map( ( request ) => request.body )
			).toEqual( [
				{
					data: {
						dateRange: 'year-to-date',
						compare: 'same-period-last-year',
					},
				},
				{ data: { dateRange: 'year-to-date', compare: 'none' } },
			] )
		);
		expect( window.location.search ).toBe(
			'?page=googlesitekit-dashboard&dateRange=year-to-date&compare=none'
		);
		expect( registry.select( userStore ).getDateRange() ).toEqual( {
			dateRange: 'year-to-date',
			compare: 'none',
		} );
	} );

	it( 'names the dates the figures are compared with, and why a rolling range’s last year is 364 days back', async () => {
		mount();
		const compare = screen.getByLabelText( 'Compare with' );
		// Last month (March 2026) against March 2025.
		expect( compare ).toHaveAccessibleDescription( 'Mar 1 – Mar 31, 2025' );
		await userEvent.selectOptions(
			screen.getByLabelText( 'Date range' ),
			'last-28-days'
		);
		// Mar 18 – Apr 14, 2026, 52 weeks back: Wednesday to Tuesday both times.
		expect( compare ).toHaveAccessibleDescription(
			'Mar 19 – Apr 15, 2025 (52 weeks earlier, so weekdays match)'
		);
		await userEvent.selectOptions( compare, 'previous-period' );
		expect( compare ).toHaveAccessibleDescription(
			'Feb 18 – Mar 17, 2026'
		);
		expect(
			screen.getByText( 'Feb 18 – Mar 17, 2026' )
		).toBeInTheDocument();
		await userEvent.selectOptions( compare, 'none' );
		expect( compare ).not.toHaveAttribute( 'aria-describedby' );
		expect(
			screen.queryByText( /Feb 18 – Mar 17, 2026/ )
		).not.toBeInTheDocument();
	} );

	it( 'lets a range in the address win over the saved one, and saves it', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=googlesitekit-dashboard&startDate=2026-03-01&endDate=2026-03-31&compare=none'
		);
		mount();
		expect( screen.getByTestId( 'key' ) ).toHaveTextContent(
			'2026-03-01..2026-03-31~none'
		);
		expect( screen.getByLabelText( 'Date range' ) ).toHaveDisplayValue(
			'Mar 1 – Mar 31, 2026'
		);
		await waitFor( () =>
			expect(
				server.requestsTo( 'POST', 'core/user/data/date-range' )[ 0 ]
					?.body
			).toEqual( {
				data: { dateRange: '2026-03-01..2026-03-31', compare: 'none' },
			} )
		);
	} );

	it( 'ignores an invalid range in the address', () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=googlesitekit-dashboard&dateRange=forever'
		);
		mount();
		expect( screen.getByTestId( 'key' ) ).toHaveTextContent(
			'last-month~same-period-last-year'
		);
		expect( window.location.search ).toContain( 'dateRange=last-month' );
	} );

	it( 'opens the calendar from "Custom range…", applies the chosen days and gives the focus back to the select', async () => {
		const user = userEvent.setup();
		mount();
		const select = screen.getByLabelText( 'Date range' );
		await user.selectOptions( select, 'custom' );
		// The calendar's code is a chunk of its own: the dialog shows once it has loaded.
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Custom range',
		} );
		// The calendar opens on the current range (last month: March 2026), its first day focused.
		expect( screen.getByRole( 'heading', { level: 3 } ) ).toHaveTextContent(
			'March 2026'
		);
		expect( dialog.ownerDocument.activeElement ).toHaveAttribute(
			'data-date',
			'2026-03-01'
		);
		// The select still shows the range in use.
		expect( select ).toHaveValue( 'last-month' );
		await user.keyboard(
			'{ArrowDown}{Enter}{ArrowDown}{ArrowRight}{Enter}'
		);
		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( dialog ).not.toBeInTheDocument();
		expect( select ).toHaveFocus();
		expect( screen.getByTestId( 'key' ) ).toHaveTextContent(
			'2026-03-08..2026-03-16~same-period-last-year'
		);
		expect( select ).toHaveDisplayValue( 'Mar 8 – Mar 16, 2026' );
		expect( window.location.search ).toBe(
			'?page=googlesitekit-dashboard&startDate=2026-03-08&endDate=2026-03-16&compare=same-period-last-year'
		);
		await waitFor( () =>
			expect(
				server.requestsTo( 'POST', 'core/user/data/date-range' )[ 0 ]
					?.body
			).toEqual( {
				data: {
					dateRange: '2026-03-08..2026-03-16',
					compare: 'same-period-last-year',
				},
			} )
		);
	} );

	it( 'changes nothing when the calendar is left with Escape', async () => {
		const user = userEvent.setup();
		mount();
		const select = screen.getByLabelText( 'Date range' );
		await user.selectOptions( select, 'custom' );
		await user.keyboard( '{Enter}{ArrowRight}{Enter}{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( select ).toHaveFocus();
		expect( select ).toHaveValue( 'last-month' );
		expect( screen.getByTestId( 'key' ) ).toHaveTextContent(
			'last-month~same-period-last-year'
		);
		expect(
			server.requestsTo( 'POST', 'core/user/data/date-range' )
		).toHaveLength( 0 );
	} );

	it( 'starts the calendar’s weeks on the site’s first weekday from the boot data', async () => {
		setTestBaseData( {
			startOfWeek: 1,
			userDateRange: {
				dateRange: 'last-month',
				compare: 'previous-period',
				label: 'Last month',
			},
		} );
		const user = userEvent.setup();
		mount();
		await user.selectOptions(
			screen.getByLabelText( 'Date range' ),
			'custom'
		);
		const headers = screen.getAllByRole( 'columnheader' );
		expect( headers[ 0 ] ).toHaveAttribute( 'abbr', 'Monday' );
		expect( headers[ 6 ] ).toHaveAttribute( 'abbr', 'Sunday' );
	} );
} );
