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
import { formatDay } from '../../util/locale';
import { formatNumber } from '../../util/numbers';

export interface LineChartSeries {
	label: string;
	values: number[];
	color: string;
	dashed?: boolean;
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
 */
export default function LineChart( {
	times,
	series,
	height = 220,
	label,
	formatValue = formatNumber,
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
						// Days in the page's locale ("Nov 3", "3. Nov.").
						values: ( _chart: uPlot, splits: number[] ) =>
							splits.map( ( time ) => formatDay( time ) ),
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
						points: { show: false },
					} ) ),
				],
			},
			[ times, ...series.map( ( item ) => item.values ) ],
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
	}, [ times, series, height, formatValue ] );

	return (
		<div
			className="googlesitekit-line-chart"
			role="img"
			aria-label={ label }
			ref={ container }
			data-points={ times.length }
		/>
	);
}
