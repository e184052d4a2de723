/**
 * External dependencies
 */
import uPlot from 'uplot';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Granularity } from '../../util/chart-buckets';
import { formatDay } from '../../util/locale';
import { formatNumber } from '../../util/numbers';

export interface LineChartSeries {
	label: string;
	/** One value per time; null leaves a gap (no data for that point). */
	values: Array< number | null >;
	color: string;
	dashed?: boolean;
	/** The days the series covers, shown in the legend ("Oct 1 – Oct 28, 2026"). */
	period?: string;
}

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
	/** What one point is (util/chart-buckets.ts): labels the x-axis with days, weeks' first days or months. */
	granularity?: Granularity;
	/** Caption under the chart (e.g. what a point covers). */
	caption?: string;
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
 */
export default function LineChart( {
	times,
	series,
	height = 220,
	label,
	formatValue = formatNumber,
	granularity = 'day',
	caption,
}: LineChartProps ) {
	const container = useRef< HTMLDivElement >( null );

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
				scales: { x: { time: true } },
				// Points are days at UTC midnight: split and label them in UTC, whatever the browser's zone.
				tzDate: ( ts: number ) =>
					uPlot.tzDate( new Date( ts * 1000 ), 'Etc/UTC' ),
				axes: [
					{
						stroke: '#5f6368',
						grid: { stroke: '#eceff1' },
						// Weeks and months are labelled at their own points (a week by its first day,
						// a month by its name), never at uPlot's calendar ticks between them.
						...( granularity === 'day'
							? {}
							: {
									splits: ( self: uPlot ) =>
										pointSplits(
											times,
											Math.floor( self.width / 72 )
										),
							  } ),
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
						// Abbreviated like the figures (18K, $1.2K), so long values never clip.
						values: ( _chart: uPlot, splits: number[] ) =>
							splits.map( ( value ) => formatValue( value ) ),
					},
				],
				series: [
					{},
					...series.map( ( item ) => ( {
						label: item.label,
						stroke: item.color,
						width: 2,
						dash: item.dashed ? [ 6, 4 ] : undefined,
						// A lone point between gaps would be invisible without its dot.
						points: { show: granularity !== 'day' },
						spanGaps: false,
					} ) ),
				],
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
	}, [ times, series, height, formatValue, granularity ] );

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
			{ ( caption || series.some( ( item ) => item.period ) ) && (
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
				</figcaption>
			) }
		</figure>
	);
}
