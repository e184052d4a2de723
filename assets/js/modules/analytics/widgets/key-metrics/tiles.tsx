/**
 * The Analytics key-metric tiles (issue 11). Their reports and figures are in figures.ts.
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
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../../../datastore/site';
import type { KeyMetricInfo } from '../../../../datastore/widgets/types';
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import {
	formatDuration,
	formatNumber,
	formatPercent,
} from '../../../../util/numbers';
import type { WidgetProps } from '../../../../widgets/components';
import KeyMetricTile, {
	TileFigure,
	TileTopList,
	shareLine,
	useTileReport,
	type TopListRow,
} from '../../../../widgets/common/KeyMetricTile';
import PageLabel from '../../../../widgets/common/PageLabel';
import type { GA4Report } from '../../report';
import { shortTitle } from '../PopularPagesWidget';
import {
	LEAD_EVENTS,
	PURCHASE_EVENTS,
	RECENT_DAYS,
	authorParams,
	bestChannelBy,
	categoryParams,
	categoryViews,
	channelParams,
	eventParams,
	namedRows,
	pagesAboveAverage,
	pagesAboveMedian,
	pagesParams,
	periodMetric,
	placeParams,
	returningPagesParams,
	sessionParams,
	topChannel,
	topRows,
	trendingParams,
	visitorType,
	visitorTypeParams,
	type RankedRow,
} from './figures';

/**
 * The GA4 report of a tile, read with params built from the date range.
 *
 * @param build  Params from the date range.
 * @param range  Date range.
 * @param extras Further inputs of the params.
 */
function useGA4Tile(
	build: ( dateRange: string ) => Record< string, unknown >,
	range: string,
	extras: unknown[] = []
) {
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo( () => build( range ), [ range, ...extras ] );
	return useTileReport< GA4Report >( 'analytics', 'report', params );
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
	const siteName = useSelect(
		( select ) => select( siteStore ).getSiteName() || '',
		[]
	);
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

// --- Visitors ----------------------------------------------------------------

/**
 * New visitors / Returning visitors.
 *
 * @param slug  Tile slug.
 * @param title Title.
 * @param type  Visitor type.
 */
function visitorTypeTile(
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
 * @param slug   Tile slug.
 * @param title  Title.
 * @param metric Index in SESSION_METRICS.
 * @param format How the figure shows.
 */
function sessionTile(
	slug: string,
	title: string,
	metric: number,
	format: ( value: number ) => string
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

// --- Lists -------------------------------------------------------------------

interface ListTileOptions {
	slug: string;
	title: string;
	params: ( dateRange: string ) => Record< string, unknown >;
	/** The ranked rows of the report. */
	rank: ( report: GA4Report ) => RankedRow[];
	/** Whether the rows are pages. */
	pages?: boolean;
	format: ( row: RankedRow, report: GA4Report ) => string;
	valueHeader: string;
	/** Shown when the report says why it is empty (see zeroMessage of KeyMetricTile). */
	zeroMessage?: ( report: GA4Report ) => string | undefined;
}

/**
 * A top-list tile of a GA4 report.
 *
 * @param options Tile options.
 */
function listTile( options: ListTileOptions ): ComponentType< WidgetProps > {
	return function ListTile( { dateRange }: WidgetProps ) {
		const state = useGA4Tile( options.params, dateRange );
		const ranked = useMemo(
			() => ( state.report ? options.rank( state.report ) : [] ),
			[ state.report ]
		);
		const format = ( row: RankedRow ) =>
			options.format( row, state.report as GA4Report );
		const pageRows = usePageRows( options.pages ? ranked : [], format );
		const rows = options.pages ? pageRows : nameRows( ranked, format );
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
			>
				<TileTopList
					rows={ rows }
					valueHeader={ options.valueHeader }
				/>
			</KeyMetricTile>
		);
	};
}

/**
 * A single-answer tile about the channels (Top / Most engaged / Top converting traffic source).
 *
 * @param slug   Tile slug.
 * @param title  Title.
 * @param figure The channel and its line.
 */
function channelTile(
	slug: string,
	title: string,
	figure: (
		report: GA4Report
	) => { name: string; detail: string } | undefined
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
function eventChannelTile(
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
function channelTileOf(
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

const views = ( row: RankedRow ) => formatNumber( row.value );

/**
 * A share of a report's total, formatted.
 *
 * @param row    Row.
 * @param report Its report.
 */
const shareOfTotal = ( row: RankedRow, report: GA4Report ) => {
	const total = Number(
		report.totals?.[ 0 ]?.metricValues?.[ 0 ]?.value || 0
	);
	return formatPercent( total > 0 ? row.value / total : 0 );
};

export interface TileDefinition {
	slug: string;
	keyMetric: KeyMetricInfo;
	component: ComponentType< WidgetProps >;
}

/**
 * The Analytics tiles, in catalogue order (their priority).
 */
export function analyticsTiles(): TileDefinition[] {
	const visitors = 'visitors' as const;
	const traffic = 'traffic' as const;
	const content = 'content' as const;
	const leads = 'leads' as const;
	const tile = (
		slug: string,
		title: string,
		description: string,
		group: KeyMetricInfo[ 'group' ],
		component: ComponentType< WidgetProps >,
		requirements?: string[]
	): TileDefinition => ( {
		slug,
		keyMetric: {
			title,
			description,
			group,
			...( requirements ? { requirements } : {} ),
		},
		component,
	} );
	const t = {
		newVisitors: __( 'New visitors', 'google-site-kit' ),
		returningVisitors: __( 'Returning visitors', 'google-site-kit' ),
		pagesPerVisit: __( 'Pages per visit', 'google-site-kit' ),
		visitLength: __( 'Visit length', 'google-site-kit' ),
		visitsPerVisitor: __( 'Visits per visitor', 'google-site-kit' ),
		returningPages: __(
			'Top pages by returning visitors',
			'google-site-kit'
		),
		topSource: __( 'Top traffic source', 'google-site-kit' ),
		engagedSource: __( 'Most engaged traffic source', 'google-site-kit' ),
		convertingSource: __(
			'Top converting traffic source',
			'google-site-kit'
		),
		cities: __( 'Top cities', 'google-site-kit' ),
		countries: __( 'Top countries', 'google-site-kit' ),
		popular: __( 'Most popular content', 'google-site-kit' ),
		engaging: __( 'Most engaging pages', 'google-site-kit' ),
		leastEngaging: __( 'Least engaging pages', 'google-site-kit' ),
		authors: __( 'Most popular authors', 'google-site-kit' ),
		categories: __( 'Top categories', 'google-site-kit' ),
		trending: __( 'Top recent trending pages', 'google-site-kit' ),
		leadsSource: __(
			'Top traffic source driving leads',
			'google-site-kit'
		),
		leadsPages: __( 'Top pages driving leads', 'google-site-kit' ),
		purchasesSource: __(
			'Top traffic source driving purchases',
			'google-site-kit'
		),
	};
	return [
		tile(
			TILES.newVisitors,
			t.newVisitors,
			__(
				'How many people visited your site for the first time',
				'google-site-kit'
			),
			visitors,
			visitorTypeTile( TILES.newVisitors, t.newVisitors, 'new' )
		),
		tile(
			TILES.returningVisitors,
			t.returningVisitors,
			__( 'How many people came back to your site', 'google-site-kit' ),
			visitors,
			visitorTypeTile(
				TILES.returningVisitors,
				t.returningVisitors,
				'returning'
			)
		),
		tile(
			TILES.pagesPerVisit,
			t.pagesPerVisit,
			__( 'How many pages a visit views on average', 'google-site-kit' ),
			visitors,
			sessionTile( TILES.pagesPerVisit, t.pagesPerVisit, 0, ( value ) =>
				formatNumber( value )
			)
		),
		tile(
			TILES.visitLength,
			t.visitLength,
			__( 'How long a visit lasts on average', 'google-site-kit' ),
			visitors,
			sessionTile( TILES.visitLength, t.visitLength, 1, ( value ) =>
				formatDuration( value )
			)
		),
		tile(
			TILES.visitsPerVisitor,
			t.visitsPerVisitor,
			__(
				'How many times a visitor comes on average',
				'google-site-kit'
			),
			visitors,
			sessionTile(
				TILES.visitsPerVisitor,
				t.visitsPerVisitor,
				2,
				( value ) => formatNumber( value )
			)
		),
		tile(
			TILES.returningVisitorPages,
			t.returningPages,
			__( 'The pages returning visitors read most', 'google-site-kit' ),
			visitors,
			listTile( {
				slug: TILES.returningVisitorPages,
				title: t.returningPages,
				params: returningPagesParams,
				rank: ( report ) => topRows( namedRows( report ) ),
				pages: true,
				format: views,
				valueHeader: __( 'Returning visitors', 'google-site-kit' ),
			} )
		),
		tile(
			TILES.topTrafficSource,
			t.topSource,
			__(
				'The channel that brings the most visitors',
				'google-site-kit'
			),
			traffic,
			channelTile( TILES.topTrafficSource, t.topSource, ( report ) => {
				const top = topChannel( report );
				return (
					top && {
						name: top.name,
						detail: shareLine(
							top.share,
							1,
							/* translators: %s: share of all visitors, e.g. 42% */
							__( '%s of visitors', 'google-site-kit' )
						),
					}
				);
			} )
		),
		tile(
			TILES.engagedTrafficSource,
			t.engagedSource,
			__(
				'The channel whose visitors engage the most',
				'google-site-kit'
			),
			traffic,
			channelTile(
				TILES.engagedTrafficSource,
				t.engagedSource,
				( report ) => {
					const best = bestChannelBy( report, 1 );
					return (
						best && {
							name: best.name,
							detail: sprintf(
								/* translators: %s: engagement rate, e.g. 64% */
								__( '%s engagement rate', 'google-site-kit' ),
								formatPercent( best.rate )
							),
						}
					);
				}
			)
		),
		tile(
			TILES.convertingTrafficSource,
			t.convertingSource,
			__(
				'The channel whose visits most often lead to a key event',
				'google-site-kit'
			),
			traffic,
			channelTile(
				TILES.convertingTrafficSource,
				t.convertingSource,
				( report ) => {
					const best = bestChannelBy( report, 2 );
					return (
						best && {
							name: best.name,
							detail: sprintf(
								/* translators: %s: share of sessions with a key event, e.g. 4% */
								__(
									'%s of visits with a key event',
									'google-site-kit'
								),
								formatPercent( best.rate )
							),
						}
					);
				}
			)
		),
		tile(
			TILES.topCities,
			t.cities,
			__( 'Where your visitors are, by city', 'google-site-kit' ),
			traffic,
			listTile( {
				slug: TILES.topCities,
				title: t.cities,
				params: ( range ) => placeParams( range, 'city' ),
				rank: ( report ) => topRows( namedRows( report ) ),
				format: shareOfTotal,
				valueHeader: __( 'Share of visitors', 'google-site-kit' ),
			} )
		),
		tile(
			TILES.topCountries,
			t.countries,
			__( 'Where your visitors are, by country', 'google-site-kit' ),
			traffic,
			listTile( {
				slug: TILES.topCountries,
				title: t.countries,
				params: ( range ) => placeParams( range, 'country' ),
				rank: ( report ) => topRows( namedRows( report ) ),
				format: shareOfTotal,
				valueHeader: __( 'Share of visitors', 'google-site-kit' ),
			} )
		),
		tile(
			TILES.popularContent,
			t.popular,
			__( 'The pages with the most views', 'google-site-kit' ),
			content,
			listTile( {
				slug: TILES.popularContent,
				title: t.popular,
				params: pagesParams,
				rank: ( report ) => topRows( namedRows( report ) ),
				pages: true,
				format: views,
				valueHeader: __( 'Views', 'google-site-kit' ),
			} )
		),
		tile(
			TILES.mostEngagingPages,
			t.engaging,
			__(
				'The pages with the highest engagement rate, among those with at least average views',
				'google-site-kit'
			),
			content,
			listTile( {
				slug: TILES.mostEngagingPages,
				title: t.engaging,
				params: pagesParams,
				rank: ( report ) => pagesAboveAverage( report, 1 ),
				pages: true,
				format: ( row ) => formatPercent( row.value ),
				valueHeader: __( 'Engagement rate', 'google-site-kit' ),
			} )
		),
		tile(
			TILES.leastEngagingPages,
			t.leastEngaging,
			__(
				'The pages with the highest bounce rate, among those with at least median views',
				'google-site-kit'
			),
			content,
			listTile( {
				slug: TILES.leastEngagingPages,
				title: t.leastEngaging,
				params: pagesParams,
				rank: ( report ) => pagesAboveMedian( report, 2 ),
				pages: true,
				format: ( row ) => formatPercent( row.value ),
				valueHeader: __( 'Bounce rate', 'google-site-kit' ),
			} )
		),
		tile(
			TILES.popularAuthors,
			t.authors,
			__(
				'The authors whose posts get the most views',
				'google-site-kit'
			),
			content,
			listTile( {
				slug: TILES.popularAuthors,
				title: t.authors,
				params: authorParams,
				rank: ( report ) => topRows( namedRows( report ) ),
				format: views,
				valueHeader: __( 'Views', 'google-site-kit' ),
			} ),
			[ 'analytics:post-custom-dimensions' ]
		),
		tile(
			TILES.topCategories,
			t.categories,
			__(
				'The categories whose posts get the most views',
				'google-site-kit'
			),
			content,
			listTile( {
				slug: TILES.topCategories,
				title: t.categories,
				params: categoryParams,
				rank: categoryViews,
				format: views,
				valueHeader: __( 'Views', 'google-site-kit' ),
			} ),
			[ 'analytics:post-custom-dimensions' ]
		),
		tile(
			TILES.recentTrendingPages,
			t.trending,
			sprintf(
				/* translators: %d: number of days */
				__(
					'The most viewed posts published in the last %d days',
					'google-site-kit'
				),
				RECENT_DAYS
			),
			content,
			listTile( {
				slug: TILES.recentTrendingPages,
				title: t.trending,
				params: trendingParams,
				rank: ( report ) => topRows( namedRows( report ) ),
				pages: true,
				format: views,
				valueHeader: __( 'Views', 'google-site-kit' ),
				zeroMessage: ( report ) =>
					( report as { recentPages?: number } ).recentPages === 0
						? sprintf(
								/* translators: %d: number of days */
								__(
									'No post was published in the last %d days.',
									'google-site-kit'
								),
								RECENT_DAYS
						  )
						: undefined,
			} )
		),
		tile(
			TILES.leadsTrafficSource,
			t.leadsSource,
			__( 'The channel that brings the most leads', 'google-site-kit' ),
			leads,
			eventChannelTile(
				TILES.leadsTrafficSource,
				t.leadsSource,
				LEAD_EVENTS,
				/* translators: %s: the channel's share of the lead events, e.g. 42% */
				__( '%s of lead events', 'google-site-kit' )
			),
			[ 'analytics:leads-events' ]
		),
		tile(
			TILES.leadsPages,
			t.leadsPages,
			__( 'The pages where visitors become leads', 'google-site-kit' ),
			leads,
			listTile( {
				slug: TILES.leadsPages,
				title: t.leadsPages,
				params: ( range ) =>
					eventParams(
						range,
						[ 'pagePath', 'pageTitle' ],
						LEAD_EVENTS
					),
				rank: ( report ) => topRows( namedRows( report ) ),
				pages: true,
				format: views,
				valueHeader: __( 'Leads', 'google-site-kit' ),
			} ),
			[ 'analytics:leads-events' ]
		),
		tile(
			TILES.purchasesTrafficSource,
			t.purchasesSource,
			__(
				'The channel that brings the most purchases',
				'google-site-kit'
			),
			leads,
			eventChannelTile(
				TILES.purchasesTrafficSource,
				t.purchasesSource,
				PURCHASE_EVENTS,
				/* translators: %s: the channel's share of the purchases, e.g. 42% */
				__( '%s of purchases', 'google-site-kit' )
			),
			[ 'analytics:purchase-events' ]
		),
	];
}
