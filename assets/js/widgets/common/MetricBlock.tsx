/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { calculateChange, formatPercent } from '../../util/numbers';
import type { Source } from './sources';

export type Rating = 'good' | 'average' | 'poor';

const RATING_LABELS: Record< Rating, string > = {
	good: __( 'Good', 'google-site-kit' ),
	average: __( 'Needs improvement', 'google-site-kit' ),
	poor: __( 'Poor', 'google-site-kit' ),
};

interface MetricBlockProps {
	title: string;
	/** The value as shown (a currency, "2.4 s"): what DataBlock's number styles cannot say. */
	value: string;
	/** The raw value and the compare period's, for the change; no change without both. */
	current?: number;
	previous?: number;
	/** Whether a fall is the good direction. */
	invertChange?: boolean;
	/** How the value rates against its thresholds (Core Web Vitals). */
	rating?: Rating;
	source?: Source;
}

/**
 * A metrics data block (the markup and classes of DataBlock) for a value
 * formatted by the widget, optionally rated.
 *
 * @param props              Component props.
 * @param props.title
 * @param props.value
 * @param props.current
 * @param props.previous
 * @param props.invertChange
 * @param props.rating
 * @param props.source
 */
export default function MetricBlock( {
	title,
	value,
	current,
	previous,
	invertChange = false,
	rating,
	source,
}: MetricBlockProps ) {
	const change =
		current === undefined || previous === undefined
			? null
			: calculateChange( current, previous );
	let direction: 'up' | 'down' | 'flat' = 'flat';
	if ( change ) {
		direction = change > 0 ? 'up' : 'down';
	}
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
	const arrows = { up: '▲', down: '▼', flat: '•' };
	const spoken = {
		up: __( '(up)', 'google-site-kit' ),
		down: __( '(down)', 'google-site-kit' ),
		flat: '',
	};
	return (
		<div className="googlesitekit-data-block">
			<h4 className="googlesitekit-data-block__title">{ title }</h4>
			<p className="googlesitekit-data-block__value">{ value }</p>
			{ rating && (
				<p
					className={ `googlesitekit-rating googlesitekit-rating--${ rating }` }
				>
					{ RATING_LABELS[ rating ] }
				</p>
			) }
			{ change !== null && (
				<p className={ classes.join( ' ' ) }>
					<span aria-hidden="true">{ arrows[ direction ] } </span>
					{ sprintf(
						/* translators: %s: percent change, e.g. 12.5% */
						__( '%s vs previous period', 'google-site-kit' ),
						formatPercent( Math.abs( change ) )
					) }
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
export function SourceLink( { source }: { source: Source } ) {
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
