/**
 * The per-post lists (`post-figures.ts`, `editor-panels.ts`, `entity-sections.ts`) against the other module lists: only modules with a
 * service, keys that never clash in the post-stats answer or the editor's boot data, editor figures the admin bar
 * summaries can show.
 */

/**
 * Internal dependencies
 */
import '../../widgets/test/chart-env';
import { MODULE_COMPONENTS } from '..';
import { MODULE_SERVICES } from '../services';
import { MODULE_SUMMARIES } from '../summaries';
import { MODULE_POST_FIGURES, POST_FIGURE_LINES } from '../post-figures';
import { EDITOR_PARTS, MODULE_EDITOR_PANELS } from '../editor-panels';
import { ENTITY_SECTIONS, MODULE_ENTITY_SECTIONS } from '../entity-sections';

describe( 'the per-post module lists', () => {
	it( 'hold modules with a service only, the column’s lines and the editor’s parts in the server’s order', () => {
		const slugs = Object.keys( MODULE_COMPONENTS );
		for ( const slug of [
			...Object.keys( MODULE_POST_FIGURES ),
			...Object.keys( MODULE_EDITOR_PANELS ),
			...Object.keys( MODULE_ENTITY_SECTIONS ),
		] ) {
			expect( slugs ).toContain( slug );
			expect( Object.keys( MODULE_SERVICES ) ).toContain( slug );
		}
		// includes/Core/Posts/Post_Figures.php orders them by position(): the same order.
		expect( POST_FIGURE_LINES.map( ( line ) => line.service ) ).toEqual( [
			'analytics',
			'search-console',
		] );
		expect( EDITOR_PARTS.map( ( part ) => part.key ) ).toEqual( [
			'analytics',
			'search-console',
			'url-inspection',
		] );
		expect( ENTITY_SECTIONS ).toHaveLength( 1 );
	} );

	it( 'give each figure a key of its own in a post of the answer', () => {
		const keys = POST_FIGURE_LINES.flatMap( ( { figure } ) => [
			figure,
			`${ figure }Trend`,
		] );
		expect( new Set( keys ).size ).toBe( keys.length );
		expect( keys ).not.toContain( 'path' );
		expect( keys ).not.toContain( 'dashboardURL' );
	} );

	it( 'show in the editor only figures of the summaries, each once', () => {
		const summaryFigures = Object.values( MODULE_SUMMARIES ).flatMap(
			( summary ) => [ ...summary.figures ]
		);
		const figures = EDITOR_PARTS.flatMap( ( part ) => [
			...( part.figures || [] ),
		] );
		expect( new Set( figures ).size ).toBe( figures.length );
		figures.forEach( ( figure ) =>
			expect( summaryFigures ).toContain( figure )
		);
		expect( figures ).toEqual( [
			'views',
			'visitors',
			'clicks',
			'impressions',
		] );
	} );
} );
