/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../datastore/widgets';
import { KEY_METRICS_AREA } from '../../../datastore/widgets/constants';
import { TILES } from '../../../widgets/key-metrics/suggestions';
import { tilePriority } from '../../../widgets/common/KeyMetricTile';
import type { Registry } from '../../../datastore/types';
import { setWidgetComponent } from '../../../widgets/components';
import PopularKeywordsTile from './key-metrics/PopularKeywordsTile';
import SearchFunnelWidget from './SearchFunnelWidget';
import TopQueriesWidget from './TopQueriesWidget';

/**
 * Registers the Search Console widgets in the shared widget areas (`widgets/register.ts`).
 *
 * @param registry The plugin's registry.
 */
export function registerWidgets( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	registerWidget( {
		slug: 'search-funnel',
		areas: [ 'traffic-primary' ],
		width: 'full',
		priority: 2,
		modules: [ 'search-console' ],
	} );
	setWidgetComponent( 'search-funnel', SearchFunnelWidget );
	registerWidget( {
		slug: 'top-queries',
		areas: [ 'content-primary', 'entity-content-primary' ],
		width: 'half',
		priority: 2,
		modules: [ 'search-console' ],
	} );
	setWidgetComponent( 'top-queries', TopQueriesWidget );
	// Key-metric tile (issue 11).
	registerWidget( {
		slug: TILES.popularKeywords,
		areas: [ KEY_METRICS_AREA ],
		width: 'quarter',
		priority: tilePriority( TILES.popularKeywords ),
		modules: [ 'search-console' ],
		keyMetric: {
			title: __( 'Top performing keywords', 'google-site-kit' ),
			description: __(
				'The search queries with the best click-through rate among your top queries',
				'google-site-kit'
			),
			group: 'traffic',
		},
	} );
	setWidgetComponent( TILES.popularKeywords, PopularKeywordsTile );
}
