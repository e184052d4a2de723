/**
 * Internal dependencies
 */
import { MAX_TILES, TILES, suggestedTiles } from '../suggestions';

describe( 'suggestedTiles', () => {
	it( 'suggests the blog tiles for "Publish a blog"', () => {
		expect( suggestedTiles( 'publish_blog' ) ).toEqual( [
			TILES.topCategories,
			TILES.convertingTrafficSource,
			TILES.returningVisitorPages,
			TILES.popularKeywords,
			TILES.recentTrendingPages,
			TILES.topTrafficSource,
		] );
	} );

	it( 'suggests the everyday tiles for "Other" or no answer', () => {
		const everyday = [
			TILES.newVisitors,
			TILES.topTrafficSource,
			TILES.engagedTrafficSource,
			TILES.popularKeywords,
		];
		expect( suggestedTiles( 'other' ) ).toEqual( everyday );
		expect( suggestedTiles( undefined ) ).toEqual( everyday );
	} );

	it( 'adds the purchase tile for a shop only once the property has seen purchases', () => {
		expect( suggestedTiles( 'sell_products_or_service' ) ).not.toContain(
			TILES.purchasesTrafficSource
		);
		expect(
			suggestedTiles( 'sell_products_or_service', {
				leads: false,
				purchases: true,
			} )
		).toContain( TILES.purchasesTrafficSource );
	} );

	it( 'adds the lead tiles for a portfolio only once the property has seen leads', () => {
		expect(
			suggestedTiles( 'share_portfolio', {
				leads: true,
				purchases: true,
			} )
		).toEqual( [
			TILES.convertingTrafficSource,
			TILES.returningVisitorPages,
			TILES.popularAuthors,
			TILES.popularContent,
			TILES.popularKeywords,
			TILES.leadsTrafficSource,
			TILES.leadsPages,
		] );
	} );

	it( 'never suggests more tiles than the section shows', () => {
		expect( suggestedTiles( 'monetize_content' ) ).toHaveLength(
			MAX_TILES
		);
	} );
} );
