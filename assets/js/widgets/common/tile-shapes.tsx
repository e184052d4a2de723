/**
 * The two shapes of a key-metric tile's content (inside the `KeyMetricTile.tsx` frame): one figure with a detail
 * line and its change against the compare period, or a top list of a few rows.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { calculateChange, formatPercent } from '../../util/numbers';
import { changeText, useCompareMode } from '../hooks/compare-mode';

/** Whether the tile's service has the compare period (else no change is shown). */
export const TileCompareContext = createContext( true );

interface TileChangeProps {
	current: number;
	previous: number;
	/** Whether a fall is the good direction (e.g. bounce rate). */
	invertChange?: boolean;
}

/**
 * The change of a figure against the compare period: "▲ 12.5% vs previous period". Nothing when the compare period
 * had no value (a change from nothing is no percentage).
 *
 * @param props              Component props.
 * @param props.current
 * @param props.previous
 * @param props.invertChange
 */
export function TileChange( {
	current,
	previous,
	invertChange = false,
}: TileChangeProps ) {
	const compareMode = useCompareMode();
	const comparable = useContext( TileCompareContext );
	const change = calculateChange( current, previous );
	if ( ! comparable || change === null || ! Number.isFinite( change ) ) {
		return null;
	}
	const line = changeText( formatPercent( Math.abs( change ) ), compareMode );
	if ( line === null ) {
		return null;
	}
	let direction: 'up' | 'down' | 'flat' = 'flat';
	if ( change ) {
		direction = change > 0 ? 'up' : 'down';
	}
	const classes = [
		'googlesitekit-km-tile__change',
		`googlesitekit-km-tile__change--${ direction }`,
	];
	if ( direction !== 'flat' ) {
		classes.push(
			( direction === 'up' ) !== invertChange
				? 'googlesitekit-km-tile__change--good'
				: 'googlesitekit-km-tile__change--bad'
		);
	}
	const arrows = { up: '▲', down: '▼', flat: '•' };
	const spoken = {
		up: __( '(up)', 'google-site-kit' ),
		down: __( '(down)', 'google-site-kit' ),
		flat: '',
	};
	return (
		<p className={ classes.join( ' ' ) }>
			<span aria-hidden="true">{ arrows[ direction ] } </span>
			{ line }
			<span className="screen-reader-text"> { spoken[ direction ] }</span>
		</p>
	);
}

interface TileFigureProps {
	/** The figure as shown ("1.2K", "2m 24s", "Organic Search"). */
	value: string;
	/** A line under it, e.g. "32% of visitors". */
	detail?: string;
	/** The raw value now and in the compare period, for the change; no change without both. */
	current?: number;
	previous?: number;
	invertChange?: boolean;
}

/**
 * A single-metric tile's content: the figure, a detail line and the change.
 *
 * @param props              Component props.
 * @param props.value
 * @param props.detail
 * @param props.current
 * @param props.previous
 * @param props.invertChange
 */
export function TileFigure( {
	value,
	detail,
	current,
	previous,
	invertChange,
}: TileFigureProps ) {
	return (
		<div className="googlesitekit-km-tile__figure-block">
			<p className="googlesitekit-km-tile__figure">{ value }</p>
			{ detail && (
				<p className="googlesitekit-km-tile__detail">{ detail }</p>
			) }
			{ current !== undefined && previous !== undefined && (
				<TileChange
					current={ current }
					previous={ previous }
					invertChange={ invertChange }
				/>
			) }
		</div>
	);
}

export interface TopListRow {
	key: string;
	/** The row's name: a PageLabel, a channel, a city… (React escapes provider text). */
	label: ReactNode;
	/** Its figure as shown. */
	value: string;
}

/** How many rows a top-list tile shows. */
export const TOP_ROWS = 3;

/**
 * A top-list tile's content: up to three rows of a name and its figure.
 *
 * @param props             Component props.
 * @param props.rows        Rows, best first (only the first three are shown).
 * @param props.valueHeader What the figures are, for screen readers and the header ("Views").
 */
export function TileTopList( {
	rows,
	valueHeader,
}: {
	rows: TopListRow[];
	valueHeader: string;
} ) {
	return (
		<table className="googlesitekit-km-tile__list">
			<thead className="screen-reader-text">
				<tr>
					<th scope="col">{ __( 'Name', 'google-site-kit' ) }</th>
					<th scope="col">{ valueHeader }</th>
				</tr>
			</thead>
			<tbody>
				{ rows.slice( 0, TOP_ROWS ).map( ( row ) => (
					<tr key={ row.key }>
						<th
							scope="row"
							className="googlesitekit-km-tile__list-label"
						>
							{ row.label }
						</th>
						<td className="googlesitekit-km-tile__list-value">
							{ row.value }
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

/**
 * "32% of visitors" style share line.
 *
 * @param part  The part.
 * @param whole The whole.
 * @param of    What the whole is, translated, with %s for the percentage.
 */
export function shareLine( part: number, whole: number, of: string ): string {
	return sprintf( of, formatPercent( whole > 0 ? part / whole : 0 ) );
}
