/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	calculateChange,
	formatPercent,
	numFmt,
	type NumFmtStyle,
} from '../../util/numbers';
import { changeText, useCompareMode } from '../hooks/compare-mode';

/** How a value rates against its thresholds (Core Web Vitals). */
export type Rating = 'good' | 'average' | 'poor';

/** Where a figure comes from: the service and its own report. */
export interface DataBlockSource {
	name: string;
	url: string;
}

export interface DataBlockProps {
	title: string;
	/**
	 * The figure: a number is formatted with `style`; a string is shown as
	 * given (a currency, "2.4 s", formatted by the widget).
	 */
	value: number | string;
	/** Number style of a numeric `value`. */
	style?: NumFmtStyle;
	/** The raw figure for the change, when `value` is a string; a numeric `value` is its own. */
	current?: number;
	/** The same figure for the compare period; no change is shown without it. */
	previous?: number;
	/** Whether a fall is the good direction (e.g. bounce rate). */
	invertChange?: boolean;
	/** How the value rates against its thresholds. */
	rating?: Rating;
	/** The provider's own report. */
	source?: DataBlockSource;
}

type Direction = 'up' | 'down' | 'flat';

const ARROWS: Record< Direction, string > = { up: '▲', down: '▼', flat: '•' };

/**
 * Which way a change goes.
 *
 * @param change Relative change, or null.
 */
function directionOf( change: number | null ): Direction {
	if ( change === null || change === 0 ) {
		return 'flat';
	}
	return change > 0 ? 'up' : 'down';
}

/**
 * The metrics data block (spec §1), the one every widget and tile uses: title,
 * value, optional rating, change vs the previous period, source link.
 *
 * @param props              Component props.
 * @param props.title
 * @param props.value
 * @param props.style
 * @param props.current
 * @param props.previous
 * @param props.invertChange
 * @param props.rating
 * @param props.source
 */
export default function DataBlock( {
	title,
	value,
	style = 'number',
	current,
	previous,
	invertChange = false,
	rating,
	source,
}: DataBlockProps ) {
	const compareMode = useCompareMode();
	const now = typeof value === 'number' ? value : current;
	const change =
		now === undefined || previous === undefined
			? null
			: calculateChange( now, previous );
	const direction = directionOf( change );
	const ratingLabels: Record< Rating, string > = {
		good: __( 'Good', 'google-site-kit' ),
		average: __( 'Needs improvement', 'google-site-kit' ),
		poor: __( 'Poor', 'google-site-kit' ),
	};
	const spoken: Record< Direction, string > = {
		up: __( '(up)', 'google-site-kit' ),
		down: __( '(down)', 'google-site-kit' ),
		flat: '',
	};
	const changeLine =
		change === null
			? null
			: changeText( formatPercent( Math.abs( change ) ), compareMode );
	const classes = [
		'googlesitekit-data-block__change',
		`googlesitekit-data-block__change--${ direction }`,
	];
	if ( direction !== 'flat' ) {
		classes.push(
			( direction === 'up' ) !== invertChange
				? 'googlesitekit-data-block__change--good'
				: 'googlesitekit-data-block__change--bad'
		);
	}
	return (
		<div className="googlesitekit-data-block">
			<h4 className="googlesitekit-data-block__title">{ title }</h4>
			<p className="googlesitekit-data-block__value">
				{ typeof value === 'number'
					? numFmt( value, { style } )
					: value }
			</p>
			{ rating && (
				<p
					className={ `googlesitekit-rating googlesitekit-rating--${ rating }` }
				>
					{ ratingLabels[ rating ] }
				</p>
			) }
			{ change !== null && changeLine !== null && (
				<p className={ classes.join( ' ' ) }>
					<span aria-hidden="true">{ ARROWS[ direction ] } </span>
					{ changeLine }
					<span className="screen-reader-text">
						{ ' ' }
						{ spoken[ direction ] }
					</span>
				</p>
			) }
			{ source && <SourceLink source={ source } /> }
		</div>
	);
}

/**
 * "Source: <service>", linking to the provider's own report.
 *
 * @param props        Component props.
 * @param props.source The service and its report URL.
 */
export function SourceLink( { source }: { source: DataBlockSource } ) {
	return (
		<p className="googlesitekit-data-block__source">
			<a href={ source.url } target="_blank" rel="noopener noreferrer">
				{ sprintf(
					/* translators: %s: service name */
					__( 'Source: %s', 'google-site-kit' ),
					source.name
				) }
			</a>
		</p>
	);
}
