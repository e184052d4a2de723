/**
 * A key-metric tile's frame (issue 11): its title, its loading, connect, data-limit, error, gathering-data and zero
 * states, and the source link around its content (the shapes of `tile-shapes.tsx`; its report: `tile-report.ts`).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	StaleNotice,
	WidgetConnectCTA,
	WidgetError,
	WidgetZeroState,
} from './WidgetStates';
import { useModuleSetupURL } from './hooks';
import type { DataModule } from './gathering';
import { SourceLink } from './DataBlock';
import NoData from './NoData';
import { sourceOf } from './sources';
import { TILES } from '../key-metrics/suggestions';
import DataLimitNote from './DataLimitNote';
import {
	compareAvailable,
	limitedServiceOf,
	outsideLimits,
} from './service-limits';
import type { TileReportState } from './tile-report';
import { TileCompareContext } from './tile-shapes';
import CsvButton from './CsvButton';
import type { CsvExport } from './csv-export';

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
	/** What the tile shows, with raw values, for its "Download CSV" button (shown with the figures). */
	csv?: CsvExport;
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
 * @param props.csv
 */
export default function KeyMetricTile( {
	slug,
	title,
	module,
	state,
	hasData,
	zeroMessage,
	children,
	csv,
}: KeyMetricTileProps ) {
	const setupURL = useModuleSetupURL( module );
	const source = sourceOf( module );
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
			<div className="googlesitekit-km-tile__header">
				<h3 className="googlesitekit-km-tile__title">{ title }</h3>
				{ ready && csv && <CsvButton csv={ csv } /> }
			</div>
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

/**
 * A tile's widget priority: its place in the catalogue (TILES), so every module's tiles sort together.
 *
 * @param slug Tile slug.
 */
export function tilePriority( slug: string ): number {
	return ( Object.values( TILES ) as string[] ).indexOf( slug ) + 1;
}
