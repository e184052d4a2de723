/**
 * The top-list kind of Analytics key-metric tile: the top rows of a GA4 report, pages (linked, titled without the
 * site name) or names (channels, cities, authors…), and the figure formats the catalogue gives them.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../../../datastore/site';
import { formatNumber, formatPercent } from '../../../../util/numbers';
import type { WidgetProps } from '../../../../widgets/components';
import KeyMetricTile from '../../../../widgets/common/KeyMetricTile';
import {
	TileTopList,
	TOP_ROWS,
	type TopListRow,
} from '../../../../widgets/common/tile-shapes';
import PageLabel from '../../../../widgets/common/PageLabel';
import type { GA4Report } from '../../report';
import { shortTitle } from '../PopularPagesWidget';
import type { RankedRow } from './figures';
import { useGA4Tile } from './use-ga4-tile';

/**
 * The site's name (page titles are shown without it).
 */
function useSiteName(): string {
	return useSelect(
		( select ) => select( siteStore ).getSiteName() || '',
		[]
	);
}

/**
 * Rows of pages: each a link to its dashboard, titled without the site name.
 *
 * @param rows   Ranked page rows.
 * @param format How the figure shows.
 */
function usePageRows(
	rows: RankedRow[],
	format: ( row: RankedRow ) => string
): TopListRow[] {
	const siteName = useSiteName();
	return rows.map( ( row ) => ( {
		key: `${ row.name }|${ row.title }`,
		label: (
			<PageLabel
				page={ row.name }
				title={
					row.title ? shortTitle( row.title, siteName ) : undefined
				}
				className="googlesitekit-km-tile__page"
			/>
		),
		value: format( row ),
	} ) );
}

/**
 * Rows of names (channels, cities, authors…).
 *
 * @param rows   Ranked rows.
 * @param format How the figure shows.
 */
function nameRows(
	rows: RankedRow[],
	format: ( row: RankedRow ) => string
): TopListRow[] {
	return rows.map( ( row ) => ( {
		key: row.name,
		label: <span className="googlesitekit-clamp-2">{ row.name }</span>,
		value: format( row ),
	} ) );
}

export interface ListTileOptions {
	slug: string;
	title: string;
	params: ( dateRange: string ) => Record< string, unknown >;
	/** The ranked rows of the report. */
	rank: ( report: GA4Report ) => RankedRow[];
	/** Whether the rows are pages. */
	pages?: boolean;
	format: ( row: RankedRow, report: GA4Report ) => string;
	/** The shown figure raw, for the CSV file (default: the row's value). */
	raw?: ( row: RankedRow, report: GA4Report ) => number;
	valueHeader: string;
	/** Shown when the report says why it is empty (see zeroMessage of KeyMetricTile). */
	zeroMessage?: ( report: GA4Report ) => string | undefined;
}

/**
 * A top-list tile of a GA4 report.
 *
 * @param options Tile options.
 */
export function listTile(
	options: ListTileOptions
): ComponentType< WidgetProps > {
	return function ListTile( { dateRange }: WidgetProps ) {
		const state = useGA4Tile( options.params, dateRange );
		const siteName = useSiteName();
		const ranked = useMemo(
			() => ( state.report ? options.rank( state.report ) : [] ),
			[ state.report ]
		);
		const format = ( row: RankedRow ) =>
			options.format( row, state.report as GA4Report );
		const pageRows = usePageRows( options.pages ? ranked : [], format );
		const rows = options.pages ? pageRows : nameRows( ranked, format );
		const { raw = ( row: RankedRow ) => row.value } = options;
		// The rows shown: a page's title and path, or the name; then the figure raw.
		const csv = {
			name: options.slug,
			title: options.title,
			dateRange,
			table: {
				columns: options.pages
					? [
							__( 'Page', 'google-site-kit' ),
							__( 'Path', 'google-site-kit' ),
							options.valueHeader,
					  ]
					: [ __( 'Name', 'google-site-kit' ), options.valueHeader ],
				rows: ranked
					.slice( 0, TOP_ROWS )
					.map( ( row ) => [
						...( options.pages
							? [ shortTitle( row.title, siteName ), row.name ]
							: [ row.name ] ),
						raw( row, state.report as GA4Report ),
					] ),
			},
		};
		return (
			<KeyMetricTile
				slug={ options.slug }
				title={ options.title }
				module="analytics"
				state={ state }
				hasData={ rows.length > 0 }
				zeroMessage={
					state.report && options.zeroMessage?.( state.report )
				}
				csv={ csv }
			>
				<TileTopList
					rows={ rows }
					valueHeader={ options.valueHeader }
				/>
			</KeyMetricTile>
		);
	};
}

export const views = ( row: RankedRow ) => formatNumber( row.value );

/**
 * A row's share of its report's total.
 *
 * @param row    Row.
 * @param report Its report.
 */
export const shareOf = ( row: RankedRow, report: GA4Report ) => {
	const total = Number(
		report.totals?.[ 0 ]?.metricValues?.[ 0 ]?.value || 0
	);
	return total > 0 ? row.value / total : 0;
};

/**
 * A share of a report's total, formatted.
 *
 * @param row    Row.
 * @param report Its report.
 */
export const shareOfTotal = ( row: RankedRow, report: GA4Report ) =>
	formatPercent( shareOf( row, report ) );
