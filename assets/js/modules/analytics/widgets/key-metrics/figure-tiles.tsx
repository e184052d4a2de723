/**
 * The single-figure kinds of Analytics key-metric tile: a visitor type, a session metric, or a channel (the top
 * one, the best by a rate, or the top one of some events) with its line.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../../../../util/numbers';
import type { WidgetProps } from '../../../../widgets/components';
import KeyMetricTile from '../../../../widgets/common/KeyMetricTile';
import { TileFigure, shareLine } from '../../../../widgets/common/tile-shapes';
import type { CsvExport } from '../../../../widgets/common/csv-export';
import type { GA4Report } from '../../report';
import {
	periodMetric,
	topChannel,
	visitorType,
	type Comparison,
} from './figures';
import {
	channelParams,
	eventParams,
	sessionParams,
	visitorTypeParams,
} from './tile-params';
import { useGA4Tile } from './use-ga4-tile';

/**
 * A single-figure tile's CSV export: the figure in the range, and in the compare period.
 *
 * @param slug      Tile slug.
 * @param title     Title.
 * @param dateRange Date range.
 * @param name      The figure's header in the file.
 * @param figure    The figure now and before.
 */
function figureCsv(
	slug: string,
	title: string,
	dateRange: string,
	name: string,
	figure: Comparison
): CsvExport {
	return {
		name: slug,
		title,
		dateRange,
		table: {
			figures: [
				{ name, current: figure.current, previous: figure.previous },
			],
		},
	};
}

/**
 * New visitors / Returning visitors.
 *
 * @param slug  Tile slug.
 * @param title Title.
 * @param type  Visitor type.
 */
export function visitorTypeTile(
	slug: string,
	title: string,
	type: 'new' | 'returning'
): ComponentType< WidgetProps > {
	return function VisitorTypeTile( { dateRange }: WidgetProps ) {
		const state = useGA4Tile( visitorTypeParams, dateRange );
		const figure = state.report && visitorType( state.report, type );
		return (
			<KeyMetricTile
				slug={ slug }
				title={ title }
				module="analytics"
				state={ state }
				hasData={ !! figure && figure.total > 0 }
				csv={
					figure && figureCsv( slug, title, dateRange, title, figure )
				}
			>
				{ figure && (
					<TileFigure
						value={ formatNumber( figure.current ) }
						detail={ shareLine(
							figure.current,
							figure.total,
							/* translators: %s: share of all visitors, e.g. 42% */
							__( '%s of visitors', 'google-site-kit' )
						) }
						current={ figure.current }
						previous={ figure.previous }
					/>
				) }
			</KeyMetricTile>
		);
	};
}

/**
 * Pages per visit / Visit length / Visits per visitor: one metric of the site-wide session report.
 *
 * @param slug      Tile slug.
 * @param title     Title.
 * @param metric    Index in SESSION_METRICS.
 * @param format    How the figure shows.
 * @param csvHeader The figure's header in the CSV file (its unit said), if not the title.
 */
export function sessionTile(
	slug: string,
	title: string,
	metric: number,
	format: ( value: number ) => string,
	csvHeader = title
): ComponentType< WidgetProps > {
	return function SessionTile( { dateRange }: WidgetProps ) {
		const state = useGA4Tile( sessionParams, dateRange );
		const figure = state.report && periodMetric( state.report, metric );
		return (
			<KeyMetricTile
				slug={ slug }
				title={ title }
				module="analytics"
				state={ state }
				hasData={ !! figure && figure.current > 0 }
				csv={
					figure &&
					figureCsv( slug, title, dateRange, csvHeader, figure )
				}
			>
				{ figure && (
					<TileFigure
						value={ format( figure.current ) }
						current={ figure.current }
						previous={ figure.previous }
					/>
				) }
			</KeyMetricTile>
		);
	};
}

/** A channel tile's answer: the channel, its line, and the figure of the line raw (for the CSV file). */
export interface ChannelFigure {
	name: string;
	detail?: string;
	value: number;
	/** What the figure is, e.g. "Engagement rate". */
	valueHeader: string;
}

/**
 * A channel tile's CSV export: the channel and its figure.
 *
 * @param slug      Tile slug.
 * @param title     Title.
 * @param dateRange Date range.
 * @param figure    The answer.
 */
function channelCsv(
	slug: string,
	title: string,
	dateRange: string,
	figure: ChannelFigure
): CsvExport {
	return {
		name: slug,
		title,
		dateRange,
		table: {
			columns: [ __( 'Channel', 'google-site-kit' ), figure.valueHeader ],
			rows: [ [ figure.name, figure.value ] ],
		},
	};
}

/**
 * A single-answer tile about the channels (Top / Most engaged / Top converting traffic source).
 *
 * @param slug   Tile slug.
 * @param title  Title.
 * @param figure The channel and its line.
 */
export function channelTile(
	slug: string,
	title: string,
	figure: ( report: GA4Report ) => ChannelFigure | undefined
): ComponentType< WidgetProps > {
	return function ChannelTile( { dateRange }: WidgetProps ) {
		const state = useGA4Tile( channelParams, dateRange );
		const best = state.report && figure( state.report );
		return (
			<KeyMetricTile
				slug={ slug }
				title={ title }
				module="analytics"
				state={ state }
				hasData={ !! best }
				csv={ best && channelCsv( slug, title, dateRange, best ) }
			>
				{ best && (
					<TileFigure value={ best.name } detail={ best.detail } />
				) }
			</KeyMetricTile>
		);
	};
}

/**
 * A tile about the channel that brought the most of some events (leads, purchases).
 *
 * @param slug      Tile slug.
 * @param title     Title.
 * @param events    Event names.
 * @param shareText Translated "%s of …" line for the channel's share.
 */
export function eventChannelTile(
	slug: string,
	title: string,
	events: string[],
	shareText: string
): ComponentType< WidgetProps > {
	const build = ( dateRange: string ) =>
		eventParams( dateRange, [ 'sessionDefaultChannelGroup' ], events );
	return channelTileOf( slug, title, build, shareText );
}

/**
 * A tile naming the top channel of a report of one metric by channel, with its share of the total.
 *
 * @param slug      Tile slug.
 * @param title     Title.
 * @param build     Params.
 * @param shareText Translated "%s of …" line for the channel's share.
 */
export function channelTileOf(
	slug: string,
	title: string,
	build: ( dateRange: string ) => Record< string, unknown >,
	shareText: string
): ComponentType< WidgetProps > {
	return function EventChannelTile( { dateRange }: WidgetProps ) {
		const state = useGA4Tile( build, dateRange );
		const top = state.report && topChannel( state.report );
		return (
			<KeyMetricTile
				slug={ slug }
				title={ title }
				module="analytics"
				state={ state }
				hasData={ !! top }
				csv={
					top &&
					channelCsv( slug, title, dateRange, {
						name: top.name,
						value: top.share,
						valueHeader: __( 'Share', 'google-site-kit' ),
					} )
				}
			>
				{ top && (
					<TileFigure
						value={ top.name }
						detail={ shareLine( top.share, 1, shareText ) }
					/>
				) }
			</KeyMetricTile>
		);
	};
}
