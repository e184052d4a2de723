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
import TopEarningContentTile from './key-metrics/TopEarningContentTile';
import ConnectAdSenseWidget from './ConnectAdSenseWidget';
import EarningsWidget from './EarningsWidget';
import TopEarningPagesWidget from './TopEarningPagesWidget';

/**
 * Registers the AdSense widgets in the shared widget areas (`widgets/register.ts`).
 *
 * @param registry The plugin's registry.
 */
export function registerWidgets( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	registerWidget( {
		slug: 'connect-adsense',
		areas: [ 'monetization-primary', 'entity-monetization-primary' ],
		width: 'full',
		priority: 0,
		// Shown whatever is active: its content is the "not connected" state.
		modules: [],
	} );
	setWidgetComponent( 'connect-adsense', ConnectAdSenseWidget );
	registerWidget( {
		slug: 'adsense-earnings',
		areas: [ 'monetization-primary', 'entity-monetization-primary' ],
		width: 'full',
		priority: 1,
		modules: [ 'adsense' ],
	} );
	setWidgetComponent( 'adsense-earnings', EarningsWidget );
	registerWidget( {
		slug: 'top-earning-pages',
		areas: [ 'monetization-primary' ],
		width: 'full',
		priority: 2,
		modules: [ 'adsense' ],
	} );
	setWidgetComponent( 'top-earning-pages', TopEarningPagesWidget );
	// Key-metric tile (issue 11).
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
