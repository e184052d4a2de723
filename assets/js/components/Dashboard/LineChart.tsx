/**
 * External dependencies
 */
import uPlot from 'uplot';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { partialPoints, type Granularity } from '../../util/chart-buckets';
import { formatDay, toIntlLocale } from '../../util/locale';
import { formatNumber } from '../../util/numbers';
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

const MONTH_LABEL: Intl.DateTimeFormatOptions = {
	month: 'short',
	year: 'numeric',
};

/**
 * The caption naming a monthly chart's partial months, drawn as hollow points.
 *
 * @param times   Points' times (seconds).
 * @param days    Days in each point.
 * @param partial Which points are partial months.
 */
function partialCaption(
	times: number[],
	days: number[],
	partial: boolean[]
): string | undefined {
	const months = times
		.map( ( time, index ) =>
			partial[ index ]
				? sprintf(
						/* translators: 1: a month ("Mar 2026"), 2: number of days of it in the range. */
						_n(
							'%1$s (%2$d day)',
							'%1$s (%2$d days)',
							days[ index ],
							'google-site-kit'
						),
						formatDay( time, MONTH_LABEL ),
						days[ index ]
				  )
				: null
		)
		.filter( ( month ): month is string => !! month );
	if ( ! months.length ) {
		return undefined;
	}
	return sprintf(
		/* translators: %s: the partial months, e.g. "Mar 2026 (12 days)". */
		_n(
			'Hollow point: a partial month, lower only because it has fewer days: %s.',
			'Hollow points: partial months, lower only because they have fewer days: %s.',
			months.length,
			'google-site-kit'
		),
		months.join( ', ' )
	);
}

const AXIS_LABEL: Record< Granularity, Intl.DateTimeFormatOptions > = {
	day: { month: 'short', day: 'numeric' },
	week: { month: 'short', day: 'numeric' },
	month: { month: 'short', year: '2-digit' },
};

interface LineChartProps {
	/** Unix times in seconds, one per point. */
	times: number[];
	series: LineChartSeries[];
	height?: number;
	/** Describes the chart for screen readers. */
	label: string;
	/** Formats the y-axis values (default: abbreviated counts, 18K); e.g. amounts in a currency. */
	formatValue?: ( value: number ) => string;
	/**
	 * Formats them unabbreviated (default: the number in full, 17,600), used when the abbreviated labels of a narrow
	 * span would repeat ("18K 18K 18K").
	 */
	formatExact?: ( value: number ) => string;
	/** What one point is (util/chart-buckets.ts): labels the x-axis with days, weeks' first days or months. */
	granularity?: Granularity;
	/** Caption under the chart (e.g. what a point covers). */
	caption?: string;
	/** Days in each point (ChartData.days): monthly points with fewer days than their month are partial, drawn hollow. */
	days?: number[];
}

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
 * Whether this browser can draw on a canvas (jsdom cannot).
 */
function canDraw(): boolean {
	try {
		return !! document.createElement( 'canvas' ).getContext( '2d' );
	} catch {
		return false;
	}
}

/**
 * A time series line chart (uPlot, bundled with the plugin), resizing with its container.
 *
 * @param props             Component props.
 * @param props.times
 * @param props.series
 * @param props.height
 * @param props.label
 * @param props.formatValue
 * @param props.granularity
 * @param props.caption
 * @param props.days
 */
/**
 * A number in full, in the page's locale (17,600).
 *
 * @param value The number.
 */
function formatInFull( value: number ): string {
	return new Intl.NumberFormat( toIntlLocale() ).format( value );
}

export default function LineChart( {
	times,
	series,
	height = 220,
	label,
	formatValue = formatNumber,
	formatExact = formatInFull,
	granularity = 'day',
	caption,
	days,
}: LineChartProps ) {
	const container = useRef< HTMLDivElement >( null );
	const partial = useMemo(
		() => ( days ? partialPoints( times, days, granularity ) : [] ),
		[ times, days, granularity ]
	);
	const partialNote = days
		? partialCaption( times, days, partial )
		: undefined;

	useEffect( () => {
		const element = container.current;
		if ( ! element || ! canDraw() ) {
			return undefined;
		}
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
								: splits.map( ( value ) =>
										formatExact( value )
								  );
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
										.filter(
											( index ) => ! partial[ index ]
										)
								: null,
						},
						spanGaps: false,
					} ) ),
				],
				hooks: {
					draw: [
						( self: uPlot ) => drawHollowPoints( self, partial ),
					],
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
	}, [
		times,
		series,
		height,
		formatValue,
		formatExact,
		granularity,
		partial,
	] );

	return (
		<figure className="googlesitekit-line-chart-figure">
			<div
				className="googlesitekit-line-chart"
				role="img"
				aria-label={ label }
				ref={ container }
				data-points={ times.length }
				data-granularity={ granularity }
			/>
			{ ( caption ||
				partialNote ||
				series.some( ( item ) => item.period ) ) && (
				<figcaption className="googlesitekit-line-chart__legend">
					{ series.map( ( item ) => (
						<span
							key={ item.label }
							className="googlesitekit-line-chart__key"
						>
							<span
								aria-hidden="true"
								style={ {
									borderTop: `2px ${
										item.dashed ? 'dashed' : 'solid'
									} ${ item.color }`,
									display: 'inline-block',
									width: 18,
									marginRight: 6,
									verticalAlign: 'middle',
								} }
							/>
							{ item.period
								? `${ item.label } (${ item.period })`
								: item.label }
						</span>
					) ) }
					{ caption && (
						<span className="googlesitekit-line-chart__caption">
							{ caption }
						</span>
					) }
					{ partialNote && (
						<span className="googlesitekit-line-chart__caption googlesitekit-line-chart__partial">
							<span
								aria-hidden="true"
								className="googlesitekit-line-chart__hollow"
							/>
							{ partialNote }
						</span>
					) }
				</figcaption>
			) }
		</figure>
	);
}
