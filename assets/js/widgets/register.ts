/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CONTEXTS, widgetsStore } from '../datastore/widgets';
import type { Registry } from '../datastore/types';
import { setWidgetComponent } from './components';
import AllTrafficWidget from './traffic/AllTrafficWidget';

/**
 * Registers the dashboard's widget areas and widgets.
 *
 * @param registry The plugin's registry.
 */
export function registerDashboardWidgets( registry: Registry ): void {
	const { registerWidgetArea, registerWidget } =
		registry.dispatch( widgetsStore );

	registerWidgetArea( {
		slug: 'traffic-primary',
		title: __( 'Find out how your audience is growing', 'google-site-kit' ),
		subtitle: __(
			'How many people visit your site, and where they come from',
			'google-site-kit'
		),
		priority: 1,
		contexts: [ CONTEXTS.mainTraffic, CONTEXTS.entityTraffic ],
	} );

	registerWidget( {
		slug: 'all-traffic',
		areas: [ 'traffic-primary' ],
		width: 'full',
		priority: 1,
		modules: [ 'analytics' ],
	} );
	setWidgetComponent( 'all-traffic', AllTrafficWidget );
}
