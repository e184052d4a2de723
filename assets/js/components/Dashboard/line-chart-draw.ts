/**
 * The line chart's drawing, with uPlot: a chunk of its own (line-chart), loaded by LineChart.tsx while the dashboard's
 * figures load, so that the chart library is not in the dashboard's first script.
 */

/**
 * External dependencies
 */
import uPlot from 'uplot';

/**
 * Internal dependencies
 */
import type { Granularity } from '../../util/chart-buckets';
import { formatDay, toIntlLocale } from '../../util/locale';
import type { LineChartSeries } from '../../widgets/common/chart';

/**
 * Keeps at most `max` of the points' times as axis labels, evenly spaced, the newest always kept.
 * @param times
 * @param max
 */
function pointSplits( times: number[], max: number ): number[] {
	const step = Math.max( 1, Math.ceil( times.length / Math.max( 1, max ) ) );
	const last = times.length - 1;
	return times.filter( ( _time, index ) => ( last - index ) % step === 0 );
}

/** One point's span in seconds, to pad the x-axis around very few points. */
const STEP: Record< Granularity, number > = {
	day: 86400,
	week: 7 * 86400,
	month: 30 * 86400,
};

/** Up to this many points, each is drawn as a marker (a line alone would hide one point, or two). */
const MARKED_POINTS = 14;

/** Up to this many points, the x-axis is padded by half a point each side so edge markers show whole. */
const PADDED_POINTS = 3;

const AXIS_LABEL: Record< Granularity, Intl.DateTimeFormatOptions > = {
	day: { month: 'short', day: 'numeric' },
	week: { month: 'short', day: 'numeric' },
	month: { month: 'short', year: '2-digit' },
};

/**
 * Draws the partial months' points hollow: a white disc ringed in the
 * series' colour.
 *
 * @param self    The chart.
 * @param partial Which points are partial.
 */
function drawHollowPoints( self: uPlot, partial: boolean[] ) {
	if ( ! partial.some( Boolean ) ) {
		return;
	}
	const { ctx } = self;
	const ratio = window.devicePixelRatio || 1;
	ctx.save();
	for ( let index = 1; index < self.series.length; index++ ) {
		const values = self.data[ index ];
		const stroke = self.series[ index ].stroke;
		ctx.strokeStyle =
			typeof stroke === 'function'
				? ( stroke( self, index ) as string )
				: ( stroke as string );
		ctx.fillStyle = '#fff';
		ctx.lineWidth = 2 * ratio;
		partial.forEach( ( isPartial, point ) => {
			const value = values[ point ];
			if ( ! isPartial || value === null || value === undefined ) {
				return;
			}
			const x = self.valToPos( self.data[ 0 ][ point ], 'x', true );
			const y = self.valToPos( value, 'y', true );
			ctx.beginPath();
			ctx.arc( x, y, 4 * ratio, 0, 2 * Math.PI );
			ctx.fill();
			ctx.stroke();
		} );
	}
	ctx.restore();
}

/**
 * A number in full, in the page's locale (17,600).
 *
 * @param value The number.
 */
function formatInFull( value: number ): string {
	return new Intl.NumberFormat( toIntlLocale() ).format( value );
}

/** What a chart is drawn from: LineChart's props, resolved. */
export interface ChartDrawing {
	times: number[];
	series: LineChartSeries[];
	height: number;
	formatValue: ( value: number ) => string;
	/** Default: the number in full, in the page's locale. */
	formatExact?: ( value: number ) => string;
	granularity: Granularity;
	/** Which points are partial months (drawn hollow). */
	partial: boolean[];
}

/**
 * Draws a chart into an element, resizing with it.
 *
 * @param element             The container.
 * @param drawing             What to draw.
 * @param drawing.times       Points' times (seconds).
 * @param drawing.series      The lines.
 * @param drawing.height      Height in pixels.
 * @param drawing.formatValue Formats the value axis (abbreviated).
 * @param drawing.formatExact Formats it in full, when abbreviations would repeat.
 * @param drawing.granularity What one point is.
 * @param drawing.partial     Which points are partial months.
 * @return Removes the chart.
 */
export function drawLineChart(
	element: HTMLElement,
	{
		times,
		series,
		height,
		formatValue,
		formatExact = formatInFull,
		granularity,
		partial,
	}: ChartDrawing
): () => void {
	const chart = new uPlot(
		{
			width: element.clientWidth || 600,
			height,
			legend: { show: false },
			cursor: { drag: { x: false, y: false } },
			scales: {
				x: {
					time: true,
					// One point (a one-day range) has no span of its own: half a
					// point's span either side centres it; two or three points get
					// the same margin so their markers show whole.
					// (uPlot itself would span one point to the next day, leaving it at the left edge.)
					...( times.length && times.length <= PADDED_POINTS
						? {
								range: (): uPlot.Range.MinMax => [
									times[ 0 ] - STEP[ granularity ] / 2,
									times[ times.length - 1 ] +
										STEP[ granularity ] / 2,
								],
						  }
						: {} ),
				},
			},
			// Points are days at UTC midnight: split and label them in UTC, whatever the browser's zone.
			tzDate: ( ts: number ) =>
				uPlot.tzDate( new Date( ts * 1000 ), 'Etc/UTC' ),
			axes: [
				{
					stroke: '#5f6368',
					grid: { stroke: '#eceff1' },
					// Points are labelled at themselves (a day, a week by its first
					// day, a month by its name), never at uPlot's calendar ticks
					// between or around them: one point, one tick.
					splits: ( self: uPlot ) =>
						pointSplits( times, Math.floor( self.width / 72 ) ),
					// Dates in the page's locale ("Nov 3", "3. Nov.", "Nov 25").
					values: ( _chart: uPlot, splits: number[] ) =>
						splits.map( ( time ) =>
							formatDay( time, AXIS_LABEL[ granularity ] )
						),
				},
				{
					stroke: '#5f6368',
					grid: { stroke: '#eceff1' },
					size: 56,
					// Abbreviated like the figures (18K, $1.2K), so long values never clip; in full when the
					// abbreviations of a narrow span (a day or two) would repeat.
					values: ( _chart: uPlot, splits: number[] ) => {
						const short = splits.map( ( value ) =>
							formatValue( value )
						);
						return new Set( short ).size === short.length
							? short
							: splits.map( ( value ) => formatExact( value ) );
					},
				},
			],
			series: [
				{},
				...series.map( ( item ) => ( {
					label: item.label,
					stroke: item.color,
					width: 2,
					dash: item.dashed ? [ 6, 4 ] : undefined,
					// A lone point between gaps, or a chart of one or two points,
					// would be invisible or unreadable without markers. Partial
					// months are left to the draw hook (hollow).
					points: {
						show:
							granularity !== 'day' ||
							times.length <= MARKED_POINTS,
						size: times.length === 1 ? 10 : 7,
						fill: item.color,
						filter: partial.some( Boolean )
							? times
									.map( ( _time, index ) => index )
									.filter( ( index ) => ! partial[ index ] )
							: null,
					},
					spanGaps: false,
				} ) ),
			],
			hooks: {
				draw: [ ( self: uPlot ) => drawHollowPoints( self, partial ) ],
			},
		},
		[
			times,
			...series.map( ( item ) =>
				item.values.map( ( value ) => value ?? null )
			),
		] as uPlot.AlignedData,
		element
	);
	const observer = new window.ResizeObserver( () => {
		chart.setSize( { width: element.clientWidth, height } );
	} );
	observer.observe( element );
	return () => {
		observer.disconnect();
		chart.destroy();
	};
}
