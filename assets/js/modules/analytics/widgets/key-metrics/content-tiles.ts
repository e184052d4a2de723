/**
 * The Analytics key-metric tiles of the Content and Leads groups of the catalogue (titles, descriptions, kinds,
 * requirements), in catalogue order.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import { formatPercent } from '../../../../util/numbers';
import { defineTile, type TileDefinition } from './define-tile';
import { eventChannelTile } from './figure-tiles';
import {
	categoryViews,
	namedRows,
	pagesAboveAverage,
	pagesAboveMedian,
	topRows,
} from './figures';
import {
	LEAD_EVENTS,
	PURCHASE_EVENTS,
	RECENT_DAYS,
	authorParams,
	categoryParams,
	eventParams,
	pagesParams,
	trendingParams,
} from './tile-params';
import { listTile, views } from './list-tile';

/**
 * Its tiles.
 */
export function contentTiles(): TileDefinition[] {
	const t = {
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
		defineTile(
			TILES.popularContent,
			t.popular,
			__( 'The pages with the most views', 'google-site-kit' ),
			'content',
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
		defineTile(
			TILES.mostEngagingPages,
			t.engaging,
			__(
				'The pages with the highest engagement rate, among those with at least average views',
				'google-site-kit'
			),
			'content',
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
		defineTile(
			TILES.leastEngagingPages,
			t.leastEngaging,
			__(
				'The pages with the highest bounce rate, among those with at least median views',
				'google-site-kit'
			),
			'content',
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
		defineTile(
			TILES.popularAuthors,
			t.authors,
			__(
				'The authors whose posts get the most views',
				'google-site-kit'
			),
			'content',
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
		defineTile(
			TILES.topCategories,
			t.categories,
			__(
				'The categories whose posts get the most views',
				'google-site-kit'
			),
			'content',
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
		defineTile(
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
			'content',
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
		defineTile(
			TILES.leadsTrafficSource,
			t.leadsSource,
			__( 'The channel that brings the most leads', 'google-site-kit' ),
			'leads',
			eventChannelTile(
				TILES.leadsTrafficSource,
				t.leadsSource,
				LEAD_EVENTS,
				/* translators: %s: the channel's share of the lead events, e.g. 42% */
				__( '%s of lead events', 'google-site-kit' )
			),
			[ 'analytics:leads-events' ]
		),
		defineTile(
			TILES.leadsPages,
			t.leadsPages,
			__( 'The pages where visitors become leads', 'google-site-kit' ),
			'leads',
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
		defineTile(
			TILES.purchasesTrafficSource,
			t.purchasesSource,
			__(
				'The channel that brings the most purchases',
				'google-site-kit'
			),
			'leads',
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
