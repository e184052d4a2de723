/**
 * Registers the Search Console key-metric tile (issue 11) in the Key metrics area: the main dashboard only
 * (`modules/key-metric-tiles.ts`).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../../datastore/widgets';
import { KEY_METRICS_AREA } from '../../../../datastore/widgets/constants';
import type { Registry } from '../../../../datastore/types';
import { setWidgetComponent } from '../../../../widgets/components';
import { tilePriority } from '../../../../widgets/common/KeyMetricTile';
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import PopularKeywordsTile from './PopularKeywordsTile';

/**
 * Registers the tile.
 *
 * @param registry The plugin's registry.
 */
export function registerKeyMetricTiles( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
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
