/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../datastore/widgets';
import type { Registry } from '../../../datastore/types';
import { setWidgetComponent } from '../../../widgets/components';
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
	// Its key-metric tile: key-metrics/register.ts (the main dashboard only).
}
