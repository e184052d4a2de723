/**
 * The posts list column's sparkline: a tiny line chart of a figure's daily series, its direction in words as its
 * text alternative.
 */

/**
 * Internal dependencies
 */
import { trendOf, trendText } from './trend';

const WIDTH = 36;
const HEIGHT = 14;

/**
 * A tiny line chart of a daily series, with its direction in words as its text alternative.
 *
 * @param props        Props.
 * @param props.values A value per day, oldest first.
 */
export default function Sparkline( { values }: { values: number[] } ) {
	const label = trendText( trendOf( values ) );
	const max = Math.max( 0, ...values );
	const step = values.length > 1 ? WIDTH / ( values.length - 1 ) : 0;
	const points = values
		.map( ( value, index ) => {
			const x = values.length > 1 ? index * step : WIDTH / 2;
			// 1 px margin top and bottom, so the stroke is never cut.
			const y =
				max > 0 ? 1 + ( HEIGHT - 2 ) * ( 1 - value / max ) : HEIGHT - 1;
			return `${ x.toFixed( 1 ) },${ y.toFixed( 1 ) }`;
		} )
		.join( ' ' );
	return (
		<svg
			className="googlesitekit-post-stats__sparkline"
			width={ WIDTH }
			height={ HEIGHT }
			viewBox={ `0 0 ${ WIDTH } ${ HEIGHT }` }
			role="img"
			aria-label={ label }
			focusable="false"
		>
			<title>{ label }</title>
			<polyline
				points={ points }
				fill="none"
				stroke="currentColor"
				strokeWidth="1.5"
				strokeLinejoin="round"
				strokeLinecap="round"
			/>
		</svg>
	);
}
