/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../../components/Root';
import TopEarningContentTile from '../../../modules/adsense/widgets/key-metrics/TopEarningContentTile';
import TopEarningPagesWidget from '../../../modules/adsense/widgets/TopEarningPagesWidget';
import { EARNINGS_METRICS } from '../../../modules/adsense/report';
import PopularKeywordsTile from '../../../modules/search-console/widgets/key-metrics/PopularKeywordsTile';
import { formatCurrency, formatPercent } from '../../../util/numbers';
import { adsenseReport } from '../../test/fixtures';
import {
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../test/helpers';
import { TileFigure, tilePriority, TileTopList } from '../KeyMetricTile';
import { TILES } from '../../key-metrics/suggestions';

/**
 * A list's rows as [ label, figure ].
 *
 * @param element Where the list is.
 */
function listOf( element: HTMLElement ): string[][] {
	return within( element )
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) => [
			within( row ).getByRole( 'rowheader' ).textContent || '',
			within( row ).getByRole( 'cell' ).textContent || '',
		] );
}

describe( 'KeyMetricTile building blocks', () => {
	let test: WidgetTest | undefined;

	afterEach( () => {
		tearDownWidgetTest( test );
		test = undefined;
	} );

	it( 'shows a figure with its change, good or bad by direction, and no change without a compare value', () => {
		const { container, rerender } = render(
			<TileFigure value="1.2K" current={ 150 } previous={ 100 } />
		);
		const change = () =>
			container.querySelector( '.googlesitekit-km-tile__change' );
		expect( change() ).toHaveTextContent( '50% vs previous period' );
		expect( change() ).toHaveClass( 'googlesitekit-km-tile__change--good' );
		rerender(
			<TileFigure
				value="60%"
				current={ 150 }
				previous={ 100 }
				invertChange
			/>
		);
		expect( change() ).toHaveClass( 'googlesitekit-km-tile__change--bad' );
		rerender( <TileFigure value="60%" current={ 150 } previous={ 0 } /> );
		expect( change() ).toBeNull();
	} );

	it( 'lists at most three rows, escaping provider text', () => {
		const rows = [ '<b>one</b>', 'two', 'three', 'four' ].map(
			( name ) => ( {
				key: name,
				label: name,
				value: '1',
			} )
		);
		const { container } = render(
			<TileTopList rows={ rows } valueHeader="Views" />
		);
		expect( listOf( container ) ).toEqual( [
			[ '<b>one</b>', '1' ],
			[ 'two', '1' ],
			[ 'three', '1' ],
		] );
		expect( container.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'orders tiles of every module by the catalogue', () => {
		expect( tilePriority( TILES.newVisitors ) ).toBe( 1 );
		expect( tilePriority( TILES.popularKeywords ) ).toBeLessThan(
			tilePriority( TILES.popularContent )
		);
		expect( tilePriority( TILES.topEarningContent ) ).toBeGreaterThan(
			tilePriority( TILES.recentTrendingPages )
		);
	} );

	it( 'Top performing keywords: the best click-through rates among the top queries', async () => {
		const rows = [
			[ 'carrot cake', 900, 10000 ],
			[ 'banana bread', 500, 2500 ],
			[ 'sourdough starter', 300, 9000 ],
			[ 'scones', 100, 400 ],
			[ 'muffins', 0, 0 ],
		].map( ( [ query, clicks, impressions ] ) => ( {
			keys: [ query as string ],
			clicks: clicks as number,
			impressions: impressions as number,
			ctr: impressions
				? ( clicks as number ) / ( impressions as number )
				: 0,
			position: 4,
		} ) );
		test = setUpWidgetTest( () => ( { value: { rows } } ) );
		render(
			<Root registry={ test.registry }>
				<PopularKeywordsTile dateRange="last-28-days" />
			</Root>
		);
		await screen.findByRole( 'link', { name: 'Source: Search Console' } );
		const expected = [ ...rows ]
			.filter( ( row ) => row.impressions > 0 )
			.sort( ( a, b ) => b.ctr - a.ctr )
			.slice( 0, 3 )
			.map( ( row ) => [ row.keys[ 0 ], formatPercent( row.ctr ) ] );
		expect( expected[ 0 ][ 0 ] ).toBe( 'scones' );
		expect( listOf( document.body ) ).toEqual( expected );
		expect(
			test.itemsFor( 'modules/search-console/data/searchanalytics' )[ 0 ]
				.params
		).toEqual( {
			dimensions: 'query',
			dateRange: 'last-28-days',
			limit: 10,
		} );
	} );

	it( 'Top earning pages: the three best earning pages, read with the Top earning pages table in one report', async () => {
		// ESTIMATED_EARNINGS, PAGE_VIEWS, IMPRESSIONS.
		const answer = adsenseReport( [ 'PAGE_URL' ], EARNINGS_METRICS, [
			[ 'http://example.org/', '10.00', 3000, 8000 ],
			[ 'http://example.org/about/', '0.00', 100, 0 ],
			[
				'http://example.org/guides/sourdough-starter/',
				'45.60',
				4000,
				11000,
			],
			[
				'http://example.org/recipes/classic-banana-bread/',
				'120.50',
				9000,
				24000,
			],
			[ 'http://example.org/recipes/scones/', '3.20', 900, 2000 ],
		] );
		test = setUpWidgetTest( () => ( { value: answer } ) );
		render(
			<Root registry={ test.registry }>
				<TopEarningContentTile dateRange="last-28-days" />
				<TopEarningPagesWidget dateRange="last-28-days" />
			</Root>
		);
		const tile = ( await screen.findAllByText( 'Top earning pages' ) )
			.map( ( node ) => node.closest( '[data-tile]' ) )
			.find( Boolean ) as HTMLElement;
		await within( tile ).findByRole( 'link', { name: 'Source: AdSense' } );
		expect( listOf( tile ).map( ( [ , value ] ) => value ) ).toEqual(
			[ 120.5, 45.6, 10 ].map( ( value ) =>
				formatCurrency( value, 'USD' )
			)
		);
		expect( test.itemsFor( 'modules/adsense/data/report' ) ).toHaveLength(
			1
		);
	} );
} );
