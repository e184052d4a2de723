/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../datastore/widgets';
import type { Registry } from '../../../datastore/types';
import { setWidgetComponent } from '../../../widgets/components';
import AllTrafficWidget from './AllTrafficWidget';
import PopularPagesWidget from './PopularPagesWidget';
import RealtimeStrip from './RealtimeStrip';

/**
 * Registers the Analytics widgets in the shared widget areas (`widgets/register.ts`).
 *
 * @param registry The plugin's registry.
 */
export function registerWidgets( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	// "Right now" (GA4 realtime), above the traffic charts of the main dashboard.
	registerWidget( {
		slug: 'realtime-strip',
		areas: [ 'traffic-realtime' ],
		width: 'full',
		priority: 0,
		modules: [ 'analytics' ],
	} );
	setWidgetComponent( 'realtime-strip', RealtimeStrip );
	registerWidget( {
		slug: 'all-traffic',
		areas: [ 'traffic-primary' ],
		width: 'full',
		priority: 1,
		modules: [ 'analytics' ],
	} );
	setWidgetComponent( 'all-traffic', AllTrafficWidget );
	registerWidget( {
		slug: 'popular-pages',
		areas: [ 'content-primary', 'entity-content-primary' ],
		width: 'half',
		priority: 1,
		modules: [ 'analytics' ],
	} );
	setWidgetComponent( 'popular-pages', PopularPagesWidget );
	// The key-metric tiles: key-metrics/register.ts (the main dashboard only).
}
