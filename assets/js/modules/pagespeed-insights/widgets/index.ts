/**
 * Internal dependencies
 */
import { widgetsStore } from '../../../datastore/widgets';
import type { Registry } from '../../../datastore/types';
import { setWidgetComponent } from '../../../widgets/components';
import SpeedWidget from './SpeedWidget';

/**
 * Registers the PageSpeed Insights widget in the shared widget areas (`widgets/register.ts`).
 *
 * @param registry The plugin's registry.
 */
export function registerWidgets( registry: Registry ): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	registerWidget( {
		slug: 'speed',
		areas: [ 'speed-primary' ],
		width: 'full',
		priority: 1,
		modules: [ 'pagespeed-insights' ],
	} );
	setWidgetComponent( 'speed', SpeedWidget );
}
