/**
 * The Analytics key-metric tiles of the Visitors and Traffic groups of the catalogue (titles, descriptions, kinds),
 * in catalogue order.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import {
	formatDuration,
	formatNumber,
	formatPercent,
} from '../../../../util/numbers';
import { shareLine } from '../../../../widgets/common/tile-shapes';
import { defineTile, type TileDefinition } from './define-tile';
import { channelTile, sessionTile, visitorTypeTile } from './figure-tiles';
import { bestChannelBy, namedRows, topChannel, topRows } from './figures';
import { placeParams, returningPagesParams } from './tile-params';
import { listTile, shareOf, shareOfTotal, views } from './list-tile';

/**
 * Its tiles.
 */
export function audienceTiles(): TileDefinition[] {
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
	};
	return [
		defineTile(
			TILES.newVisitors,
			t.newVisitors,
			__(
				'How many people visited your site for the first time',
				'google-site-kit'
			),
			'visitors',
			visitorTypeTile( TILES.newVisitors, t.newVisitors, 'new' )
		),
		defineTile(
			TILES.returningVisitors,
			t.returningVisitors,
			__( 'How many people came back to your site', 'google-site-kit' ),
			'visitors',
			visitorTypeTile(
				TILES.returningVisitors,
				t.returningVisitors,
				'returning'
			)
		),
		defineTile(
			TILES.pagesPerVisit,
			t.pagesPerVisit,
			__( 'How many pages a visit views on average', 'google-site-kit' ),
			'visitors',
			sessionTile( TILES.pagesPerVisit, t.pagesPerVisit, 0, ( value ) =>
				formatNumber( value )
			)
		),
		defineTile(
			TILES.visitLength,
			t.visitLength,
			__( 'How long a visit lasts on average', 'google-site-kit' ),
			'visitors',
			sessionTile(
				TILES.visitLength,
				t.visitLength,
				1,
				( value ) => formatDuration( value ),
				__( 'Visit length (seconds)', 'google-site-kit' )
			)
		),
		defineTile(
			TILES.visitsPerVisitor,
			t.visitsPerVisitor,
			__(
				'How many times a visitor comes on average',
				'google-site-kit'
			),
			'visitors',
			sessionTile(
				TILES.visitsPerVisitor,
				t.visitsPerVisitor,
				2,
				( value ) => formatNumber( value )
			)
		),
		defineTile(
			TILES.returningVisitorPages,
			t.returningPages,
			__( 'The pages returning visitors read most', 'google-site-kit' ),
			'visitors',
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
		defineTile(
			TILES.topTrafficSource,
			t.topSource,
			__(
				'The channel that brings the most visitors',
				'google-site-kit'
			),
			'traffic',
			channelTile( TILES.topTrafficSource, t.topSource, ( report ) => {
				const top = topChannel( report );
				return (
					top && {
						name: top.name,
						value: top.share,
						valueHeader: __(
							'Share of visitors',
							'google-site-kit'
						),
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
		defineTile(
			TILES.engagedTrafficSource,
			t.engagedSource,
			__(
				'The channel whose visitors engage the most',
				'google-site-kit'
			),
			'traffic',
			channelTile(
				TILES.engagedTrafficSource,
				t.engagedSource,
				( report ) => {
					const best = bestChannelBy( report, 1 );
					return (
						best && {
							name: best.name,
							value: best.rate,
							valueHeader: __(
								'Engagement rate',
								'google-site-kit'
							),
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
		defineTile(
			TILES.convertingTrafficSource,
			t.convertingSource,
			__(
				'The channel whose visits most often lead to a key event',
				'google-site-kit'
			),
			'traffic',
			channelTile(
				TILES.convertingTrafficSource,
				t.convertingSource,
				( report ) => {
					const best = bestChannelBy( report, 2 );
					return (
						best && {
							name: best.name,
							value: best.rate,
							valueHeader: __(
								'Key event rate',
								'google-site-kit'
							),
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
		defineTile(
			TILES.topCities,
			t.cities,
			__( 'Where your visitors are, by city', 'google-site-kit' ),
			'traffic',
			listTile( {
				slug: TILES.topCities,
				title: t.cities,
				params: ( range ) => placeParams( range, 'city' ),
				rank: ( report ) => topRows( namedRows( report ) ),
				format: shareOfTotal,
				raw: shareOf,
				valueHeader: __( 'Share of visitors', 'google-site-kit' ),
			} )
		),
		defineTile(
			TILES.topCountries,
			t.countries,
			__( 'Where your visitors are, by country', 'google-site-kit' ),
			'traffic',
			listTile( {
				slug: TILES.topCountries,
				title: t.countries,
				params: ( range ) => placeParams( range, 'country' ),
				rank: ( report ) => topRows( namedRows( report ) ),
				format: shareOfTotal,
				raw: shareOf,
				valueHeader: __( 'Share of visitors', 'google-site-kit' ),
			} )
		),
	];
}
