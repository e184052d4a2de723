/**
 * A time series line chart with its legend and captions. The legend renders at once; the chart itself is drawn by
 * line-chart-draw.ts (uPlot), a chunk of its own that the dashboard starts loading once its first reads are sent
 * (preloadLineChart()): the drawing area keeps its height meanwhile (CSS min-height), so nothing moves when it draws.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { partialPoints, type Granularity } from '../../util/chart-buckets';
import { formatNumber } from '../../util/numbers';
import type { LineChartSeries } from '../../widgets/common/chart';
import { partialCaption } from './line-chart-caption';

type ChartModule = typeof import('./line-chart-draw');

let drawing: ChartModule | undefined;
let loading: Promise< ChartModule > | undefined;

/**
 * Starts loading the chart's drawing code (once); resolves with it.
 */
export function preloadLineChart(): Promise< ChartModule > {
	loading ??= import(
		/* webpackChunkName: "line-chart" */ './line-chart-draw'
	).then(
		( module ) => ( drawing = module ),
		( error: unknown ) => {
			// A failed download may be tried again by the next chart.
			loading = undefined;
			throw error;
		}
	);
	return loading;
}

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
 * @param props.formatExact
 * @param props.granularity
 * @param props.caption
 * @param props.days
 */
export default function LineChart( {
	times,
	series,
	height = 220,
	label,
	formatValue = formatNumber,
	formatExact,
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
		let remove: ( () => void ) | undefined;
		let cancelled = false;
		const draw = ( module: ChartModule ) => {
			remove = module.drawLineChart( element, {
				times,
				series,
				height,
				formatValue,
				formatExact,
				granularity,
				partial,
			} );
		};
		// Loaded already (the usual case: the dashboard preloads it while the figures load): drawn at once.
		if ( drawing ) {
			draw( drawing );
		} else {
			preloadLineChart()
				.then( ( module ) => ! cancelled && draw( module ) )
				.catch( () => undefined );
		}
		return () => {
			cancelled = true;
			remove?.();
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
