/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CONTEXTS, KEY_METRICS_AREA, widgetsStore } from '../datastore/widgets';
import type { Registry } from '../datastore/types';
import { getModuleWidgets } from './module-lists/widgets';
import { moduleKeyMetricTilesList } from './module-lists/key-metric-tiles';

/**
 * Registers the dashboard's widget areas (shared by the modules), then every module's widgets, and their key-metric
 * tiles where they were handed down (jest; the main dashboard registers them from its chunk, registerKeyMetricModules).
 *
 * @param registry The plugin's registry.
 */
export function registerDashboardWidgets( registry: Registry ): void {
	const { registerWidgetArea } = registry.dispatch( widgetsStore );

	// Key metrics: the tiles every module registers here; the section shows the user's pick or the suggestions.
	registerWidgetArea( {
		slug: KEY_METRICS_AREA,
		title: __( 'Key metrics', 'google-site-kit' ),
		priority: 1,
		contexts: [ CONTEXTS.mainKeyMetrics ],
	} );

	// "Right now" (GA4 realtime): a strip above the traffic charts, on the main dashboard only.
	registerWidgetArea( {
		slug: 'traffic-realtime',
		title: __( 'Right now', 'google-site-kit' ),
		subtitle: __(
			'People on your site in the last 30 minutes',
			'google-site-kit'
		),
		priority: 0,
		contexts: [ CONTEXTS.mainTraffic ],
	} );

	// Traffic.
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

	// Content.
	registerWidgetArea( {
		slug: 'content-primary',
		title: __( 'See how your content is doing', 'google-site-kit' ),
		subtitle: __(
			'Your most visited pages, and what people search for to find your site',
			'google-site-kit'
		),
		priority: 1,
		contexts: [ CONTEXTS.mainContent ],
	} );
	registerWidgetArea( {
		slug: 'entity-content-primary',
		title: __( 'See how this page is doing', 'google-site-kit' ),
		subtitle: __(
			'Its visits, and what people search for to find it',
			'google-site-kit'
		),
		priority: 1,
		contexts: [ CONTEXTS.entityContent ],
	} );

	// Speed.
	registerWidgetArea( {
		slug: 'speed-primary',
		title: __( 'Find out how fast your pages load', 'google-site-kit' ),
		subtitle: __(
			'Core Web Vitals of real visitors and of a lab test, with what would make the page faster',
			'google-site-kit'
		),
		priority: 1,
		contexts: [ CONTEXTS.mainSpeed, CONTEXTS.entitySpeed ],
	} );

	// Monetization.
	registerWidgetArea( {
		slug: 'monetization-primary',
		title: __( 'Find out how much your content earns', 'google-site-kit' ),
		subtitle: __(
			'AdSense earnings, revenue per thousand page views and ad impressions',
			'google-site-kit'
		),
		priority: 1,
		contexts: [ CONTEXTS.mainMonetization ],
	} );
	registerWidgetArea( {
		slug: 'entity-monetization-primary',
		title: __( 'Find out how much this page earns', 'google-site-kit' ),
		priority: 1,
		contexts: [ CONTEXTS.entityMonetization ],
	} );

	Object.values( getModuleWidgets() ).forEach( ( registerWidgets ) =>
		registerWidgets( registry )
	);
	if ( moduleKeyMetricTilesList.has() ) {
		Object.values( moduleKeyMetricTilesList.get() ).forEach(
			( registerTiles ) => registerTiles( registry )
		);
	}
}

/**
 * Registers, for each module with key-metric tiles, a placeholder widget of the Key metrics area (no tile: the
 * section skips widgets without `keyMetric`), so that the area is active exactly when the tiles, still loading
 * (the main dashboard's `key-metrics` chunk), will be: a tile shows when its module does.
 *
 * @param registry The plugin's registry.
 * @param modules  The modules with tiles.
 */
export function registerKeyMetricModules(
	registry: Registry,
	modules: readonly string[]
): void {
	const { registerWidget } = registry.dispatch( widgetsStore );
	modules.forEach( ( slug ) =>
		registerWidget( {
			slug: `key-metrics-${ slug }`,
			areas: [ KEY_METRICS_AREA ],
			width: 'quarter',
			priority: 0,
			modules: [ slug ],
		} )
	);
}
