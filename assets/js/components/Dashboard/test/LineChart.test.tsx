/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { chartData, partialPoints } from '../../../util/chart-buckets';
import { periodLabel } from '../../../widgets/common/chart';

// jsdom draws no canvas: uPlot is replaced by a recorder of the options
// LineChart gives it, and a canvas context is faked so LineChart builds one.
const built: Array< { options: any; data: any } > = [];
jest.mock( 'uplot', () => {
	const Fake = function ( this: any, options: any, data: any ) {
		built.push( { options, data } );
		this.destroy = () => undefined;
		this.setSize = () => undefined;
	} as any;
	Fake.tzDate = ( date: Date ) => date;
	return { __esModule: true, default: Fake };
} );

import LineChart, { preloadLineChart } from '../LineChart';

const DAY = 86400;

beforeAll( async () => {
	// The dashboard loads the drawing code (a chunk of its own) when it mounts; here, before the first chart.
	await preloadLineChart();
	window.HTMLCanvasElement.prototype.getContext = ( () =>
		( {} ) as CanvasRenderingContext2D ) as any;
	( window as any ).ResizeObserver = class {
		observe() {}
		disconnect() {}
	};
} );

beforeEach( () => {
	built.length = 0;
} );

const time = ( day: string ) => Date.parse( `${ day }T00:00:00Z` ) / 1000;

describe( 'LineChart’s value axis', () => {
	const axisLabels = ( splits: number[], props = {} ) => {
		render(
			<LineChart
				times={ [ time( '2026-03-01' ) ] }
				series={ [
					{ label: 'Impressions', values: [ 17800 ], color: '#000' },
				] }
				label="Impressions on Mar 1"
				{ ...props }
			/>
		);
		return built[ built.length - 1 ].options.axes[ 1 ].values( {}, splits );
	};

	it( 'abbreviates values like the figures (18K)', () => {
		expect( axisLabels( [ 0, 10000, 20000 ] ) ).toEqual( [
			'0',
			'10K',
			'20K',
		] );
	} );

	it( 'writes values in full when their abbreviations would repeat (a narrow span)', () => {
		expect( axisLabels( [ 17600, 17800, 18000, 18200 ] ) ).toEqual( [
			'17,600',
			'17,800',
			'18,000',
			'18,200',
		] );
		// With the widget's own formats (amounts in a currency).
		expect(
			axisLabels( [ 10.2, 10.4 ], {
				formatValue: () => '$10',
				formatExact: ( value: number ) => `$${ value.toFixed( 2 ) }`,
			} )
		).toEqual( [ '$10.20', '$10.40' ] );
	} );
} );

describe( 'LineChart with very few points', () => {
	it( 'draws a one-day range as a marker with one labelled tick at its day, centred on a day either side', () => {
		const day = time( '2026-03-01' );
		render(
			<LineChart
				times={ [ day ] }
				series={ [
					{ label: 'Clicks', values: [ 42 ], color: '#000' },
				] }
				label="Clicks on Mar 1"
			/>
		);
		const { options } = built[ 0 ];
		const self = { width: 600 };
		const splits = options.axes[ 0 ].splits( self );
		expect( splits ).toEqual( [ day ] );
		expect( options.axes[ 0 ].values( self, splits ) ).toEqual( [
			'Mar 1',
		] );
		// uPlot spans a lone time point to the next day; the chart centres it instead.
		expect( options.scales.x.range( self, day, day + DAY ) ).toEqual( [
			day - DAY / 2,
			day + DAY / 2,
		] );
		expect( options.series[ 1 ].points.show ).toBe( true );
	} );

	it( 'labels a two-day range at its two days only, both marked', () => {
		const days = [ time( '2026-03-01' ), time( '2026-03-02' ) ];
		render(
			<LineChart
				times={ days }
				series={ [
					{ label: 'Clicks', values: [ 42, 40 ], color: '#000' },
				] }
				label="Clicks"
			/>
		);
		const { options } = built[ 0 ];
		const splits = options.axes[ 0 ].splits( { width: 600 } );
		expect( splits ).toEqual( days );
		expect( options.axes[ 0 ].values( {}, splits ) ).toEqual( [
			'Mar 1',
			'Mar 2',
		] );
		expect( options.series[ 1 ].points.show ).toBe( true );
	} );

	it( 'keeps 90 daily points as a plain line labelled at some of its own days, the newest included', () => {
		const days = Array.from(
			{ length: 90 },
			( _value, index ) => time( '2026-01-01' ) + index * DAY
		);
		render(
			<LineChart
				times={ days }
				series={ [
					{
						label: 'Clicks',
						values: days.map( () => 1 ),
						color: '#000',
					},
				] }
				label="Clicks"
			/>
		);
		const { options } = built[ 0 ];
		const splits: number[] = options.axes[ 0 ].splits( { width: 600 } );
		expect( splits.length ).toBeLessThanOrEqual( 8 );
		expect( splits[ splits.length - 1 ] ).toBe( days[ 89 ] );
		expect( splits.every( ( split ) => days.includes( split ) ) ).toBe(
			true
		);
		expect( options.series[ 1 ].points.show ).toBe( false );
		expect( options.scales.x.range ).toBeUndefined();
	} );
} );

describe( 'LineChart partial months', () => {
	it( 'flags the first and last month of a custom range as partial, draws them hollow and names them in the legend', () => {
		const dates = {
			startDate: '2024-11-15',
			endDate: '2026-01-24',
			compareStartDate: '2023-09-05',
			compareEndDate: '2024-11-14',
		};
		const data = chartData( dates, new Map(), new Map() );
		expect( data.granularity ).toBe( 'month' );
		const partial = partialPoints( data.times, data.days, 'month' );
		expect( partial ).toEqual( [
			true,
			...Array( 13 ).fill( false ),
			true,
		] );

		render(
			<LineChart
				times={ data.times }
				days={ data.days }
				granularity="month"
				series={ [
					{
						label: 'Clicks',
						values: data.current,
						color: '#000',
					},
				] }
				label="Clicks"
			/>
		);
		expect(
			screen.getByText(
				'Hollow points: partial months, lower only because they have fewer days: Nov 2024 (16 days), Jan 2026 (24 days).'
			)
		).toBeInTheDocument();
		// Whole months get the series' filled markers; the partial ones are left to the hollow drawing.
		expect( built[ 0 ].options.series[ 1 ].points.filter ).toEqual(
			Array.from( { length: 13 }, ( _value, index ) => index + 1 )
		);
	} );

	it( 'says nothing of partial months when every month is whole, nor for weeks', () => {
		expect(
			partialPoints(
				[ time( '2025-02-01' ), time( '2025-03-01' ) ],
				[ 28, 31 ],
				'month'
			)
		).toEqual( [ false, false ] );
		expect(
			partialPoints( [ time( '2025-02-03' ) ], [ 7 ], 'week' )
		).toEqual( [ false ] );
		render(
			<LineChart
				times={ [ time( '2025-02-01' ), time( '2025-03-01' ) ] }
				days={ [ 28, 31 ] }
				granularity="month"
				series={ [
					{ label: 'Clicks', values: [ 1, 2 ], color: '#000' },
				] }
				label="Clicks"
			/>
		);
		expect( screen.queryByText( /partial month/ ) ).not.toBeInTheDocument();
	} );
} );

describe( 'periodLabel', () => {
	it( 'names one day once, and a longer period by its first and last days', () => {
		expect( periodLabel( '2026-11-14', '2026-11-14' ) ).toBe(
			'Nov 14, 2026'
		);
		expect( periodLabel( '2026-11-13', '2026-11-14' ) ).toBe(
			'Nov 13, 2026 – Nov 14, 2026'
		);
	} );
} );
