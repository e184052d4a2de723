/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../datastore/widgets';
import type { Registry } from '../../../datastore/types';
import { setWidgetComponent } from '../../../widgets/components';
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
	// Its key-metric tile: key-metrics/register.ts (the main dashboard only).
}
