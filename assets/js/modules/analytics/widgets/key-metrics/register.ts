/**
 * Registers the Analytics key-metric tiles (issue 11) in the Key metrics area, in catalogue order, and their
 * requirements: the main dashboard only (`modules/key-metric-tiles.ts`).
 */

/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../../datastore/widgets';
import { KEY_METRICS_AREA } from '../../../../datastore/widgets/constants';
import type { Registry } from '../../../../datastore/types';
import { setWidgetComponent } from '../../../../widgets/components';
import { tilePriority } from '../../../../widgets/common/KeyMetricTile';
import { registerKeyMetricRequirements } from '../../key-metric-requirements';
import { analyticsTiles } from './tiles';

/**
 * Registers the tiles and their requirements.
 *
 * @param registry The plugin's registry.
 */
export function registerKeyMetricTiles( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	analyticsTiles().forEach( ( { slug, keyMetric, component } ) => {
		registerWidget( {
			slug,
			areas: [ KEY_METRICS_AREA ],
			width: 'quarter',
			priority: tilePriority( slug ),
			modules: [ 'analytics' ],
			keyMetric,
		} );
		setWidgetComponent( slug, component );
	} );
	registerKeyMetricRequirements();
}
