/**
 * Registers the AdSense key-metric tile (issue 11) in the Key metrics area: the main dashboard only
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
import TopEarningContentTile from './TopEarningContentTile';

/**
 * Registers the tile.
 *
 * @param registry The plugin's registry.
 */
export function registerKeyMetricTiles( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	registerWidget( {
		slug: TILES.topEarningContent,
		areas: [ KEY_METRICS_AREA ],
		width: 'quarter',
		priority: tilePriority( TILES.topEarningContent ),
		modules: [ 'adsense' ],
		keyMetric: {
			title: __( 'Top earning pages', 'google-site-kit' ),
			description: __(
				'The pages that earned the most from ads',
				'google-site-kit'
			),
			group: 'content',
		},
	} );
	setWidgetComponent( TILES.topEarningContent, TopEarningContentTile );
}
