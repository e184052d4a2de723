/**
 * The building blocks of a key-metric tile (issue 11): the frame with its
 * title, loading, gathering-data, error and zero states and source link, and
 * the two shapes of content — one figure with its change, or a top list.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { createContext, useContext, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { QueryParams } from '../../api/types';
import {
	StaleNotice,
	WidgetConnectCTA,
	WidgetError,
	WidgetZeroState,
} from './WidgetStates';
import { calculateChange, formatPercent } from '../../util/numbers';
import { changeText, useCompareMode } from '../hooks/compare-mode';
import { useModuleConnected, useModuleSetupURL } from './hooks';
import type { DataModule } from './gathering';
import { SourceLink } from './DataBlock';
import NoData from './NoData';
import { SOURCES } from './sources';
import { useReport, type ReportState } from '../use-report';
import { TILES } from '../key-metrics/suggestions';
import { getDateRangeDates } from '../../util/dates';
import DataLimitNote, {
	compareAvailable,
	limitedServiceOf,
	outsideLimits,
	useServiceLimits,
	type ServiceLimits,
} from './DataLimitNote';

/** Whether the tile's service has the compare period (else no change is shown). */
const TileCompareContext = createContext( true );

export interface TileReportState< T > extends ReportState< T > {
	/** Whether the module is connected; undefined while that is read. */
	connected: boolean | undefined;
	/** What Search Console, Analytics or AdSense has of the tile's range (none for other modules). */
	limits?: ServiceLimits;
}

const NO_RANGE = getDateRangeDates( 'last-28-days' );

/**
 * A tile's report: read only once its module is connected.
 *
 * @param module    Module slug.
 * @param datapoint Datapoint.
 * @param params    Params (keep the object stable; tiles that can share one report use the same shape).
 */
export function useTileReport< T >(
	module: DataModule,
	datapoint: string,
	params: QueryParams
): TileReportState< T > {
	const connected = useModuleConnected( module );
	// The tile's range is its report's dateRange: Search Console, Analytics
	// and AdSense tiles say when it lies (partly) before what the service
	// keeps, and read nothing when it lies wholly before.
	const service = limitedServiceOf( module );
	const limited = !! service && typeof params.dateRange === 'string';
	const dates = useMemo(
		() =>
			limited
				? getDateRangeDates( params.dateRange as string )
				: NO_RANGE,
		[ limited, params.dateRange ]
	);
	const limits = useServiceLimits(
		service ?? 'search-console',
		dates,
		limited && connected === true
	);
	const state = useReport< T >(
		module,
		datapoint,
		params,
		connected === true && ! ( limited && outsideLimits( limits ) )
	);
	return { ...state, connected, limits: limited ? limits : undefined };
}

interface KeyMetricTileProps {
	/** The tile's slug (its class and test id). */
	slug: string;
	title: string;
	module: DataModule;
	state: TileReportState< unknown >;
	/** Whether the loaded report has something to show; false shows gathering data or the zero state. */
	hasData: boolean;
	/**
	 * Shown instead of the service's "no data for this period" when the report is empty for a reason of the tile's
	 * own (e.g. no post published lately); the gathering-data probe is skipped then.
	 */
	zeroMessage?: string;
	/** The figure(s), rendered only with data. */
	children?: ReactNode;
}

/**
 * A key-metric tile: its title, then its state or its figures, and the source link.
 *
 * @param props             Component props.
 * @param props.slug
 * @param props.title
 * @param props.module
 * @param props.state
 * @param props.hasData
 * @param props.zeroMessage
 * @param props.children
 */
export default function KeyMetricTile( {
	slug,
	title,
	module,
	state,
	hasData,
	zeroMessage,
	children,
}: KeyMetricTileProps ) {
	const setupURL = useModuleSetupURL( module );
	const source = SOURCES[ module ];
	const limitService = limitedServiceOf( module );
	let body: ReactNode;
	let ready = false;
	if ( state.connected === false ) {
		body = (
			<WidgetConnectCTA service={ source.name } connectURL={ setupURL } />
		);
	} else if (
		limitService &&
		state.limits &&
		outsideLimits( state.limits )
	) {
		// The whole range is older than the service keeps: the note, not zeros.
		body = (
			<DataLimitNote service={ limitService } state={ state.limits } />
		);
	} else if ( state.error ) {
		body = (
			<WidgetError
				error={ state.error }
				service={ source.name }
				onRetry={ state.retry }
			/>
		);
	} else if ( state.connected === undefined || state.report === undefined ) {
		body = <TileSkeleton />;
	} else if ( ! hasData ) {
		body = zeroMessage ? (
			<WidgetZeroState service={ source.name } message={ zeroMessage } />
		) : (
			<NoData module={ module } />
		);
	} else {
		ready = true;
		body = children;
	}
	return (
		<section
			className={ `googlesitekit-km-tile googlesitekit-km-tile--${ slug }` }
			data-tile={ slug }
			aria-busy={ ! ready && ! state.error && state.connected !== false }
		>
			<h3 className="googlesitekit-km-tile__title">{ title }</h3>
			<div className="googlesitekit-km-tile__body">
				<TileCompareContext.Provider
					value={ ! state.limits || compareAvailable( state.limits ) }
				>
					{ body }
				</TileCompareContext.Provider>
			</div>
			{ ready && limitService && state.limits && (
				<DataLimitNote
					service={ limitService }
					state={ state.limits }
					compact
				/>
			) }
			{ ready && state.stale && <StaleNotice stale={ state.stale } /> }
			{ ready && <SourceLink source={ source } /> }
		</section>
	);
}

/**
 * The tile's loading state: placeholder bars where the figures will be.
 */
export function TileSkeleton() {
	return (
		<div
			className="googlesitekit-km-tile__skeleton"
			role="progressbar"
			aria-label={ __( 'Loading', 'google-site-kit' ) }
		>
			<span className="googlesitekit-km-tile__skeleton-bar googlesitekit-km-tile__skeleton-bar--figure" />
			<span className="googlesitekit-km-tile__skeleton-bar" />
		</div>
	);
}

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

/**
 * A tile's widget priority: its place in the catalogue (TILES), so every module's tiles sort together.
 *
 * @param slug Tile slug.
 */
export function tilePriority( slug: string ): number {
	return ( Object.values( TILES ) as string[] ).indexOf( slug ) + 1;
}
