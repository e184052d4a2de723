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

interface DataBlockProps {
	title: string;
	value: number;
	/** The same figure for the compare period; no change is shown without it. */
	previous?: number;
	style?: NumFmtStyle;
	/** Whether a fall is the good direction (e.g. bounce rate). */
	invertChange?: boolean;
	/** The provider's own report. */
	source?: { name: string; url: string };
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
 * One figure of a widget (spec §1 metrics data block): title, value, change vs the previous period, source link.
 *
 * @param props              Component props.
 * @param props.title
 * @param props.value
 * @param props.previous
 * @param props.style
 * @param props.invertChange
 * @param props.source
 */
export default function DataBlock( {
	title,
	value,
	previous,
	style = 'number',
	invertChange = false,
	source,
}: DataBlockProps ) {
	const change =
		previous === undefined ? null : calculateChange( value, previous );
	const direction = directionOf( change );
	const spoken: Record< Direction, string > = {
		up: __( '(up)', 'google-site-kit' ),
		down: __( '(down)', 'google-site-kit' ),
		flat: '',
	};
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
				{ numFmt( value, { style } ) }
			</p>
			{ change !== null && (
				<p className={ classes.join( ' ' ) }>
					<span aria-hidden="true">{ ARROWS[ direction ] } </span>
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
			{ source && (
				<p className="googlesitekit-data-block__source">
					<a
						href={ source.url }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ sprintf(
							/* translators: %s: service name */
							__( 'Source: %s', 'google-site-kit' ),
							source.name
						) }
					</a>
				</p>
			) }
		</div>
	);
}
