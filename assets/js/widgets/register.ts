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
import PopularPagesWidget from './content/PopularPagesWidget';
import TopQueriesWidget from './content/TopQueriesWidget';
import ConnectAdSenseWidget from './monetization/ConnectAdSenseWidget';
import EarningsWidget from './monetization/EarningsWidget';
import TopEarningPagesWidget from './monetization/TopEarningPagesWidget';
import SpeedWidget from './speed/SpeedWidget';
import AllTrafficWidget from './traffic/AllTrafficWidget';
import SearchFunnelWidget from './traffic/SearchFunnelWidget';

/**
 * Registers the dashboard's widget areas and widgets.
 *
 * @param registry The plugin's registry.
 */
export function registerDashboardWidgets( registry: Registry ): void {
	const { registerWidgetArea, registerWidget } =
		registry.dispatch( widgetsStore );

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
	registerWidget( {
		slug: 'all-traffic',
		areas: [ 'traffic-primary' ],
		width: 'full',
		priority: 1,
		modules: [ 'analytics' ],
	} );
	setWidgetComponent( 'all-traffic', AllTrafficWidget );
	registerWidget( {
		slug: 'search-funnel',
		areas: [ 'traffic-primary' ],
		width: 'full',
		priority: 2,
		modules: [ 'search-console' ],
	} );
	setWidgetComponent( 'search-funnel', SearchFunnelWidget );

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
	registerWidget( {
		slug: 'popular-pages',
		areas: [ 'content-primary', 'entity-content-primary' ],
		width: 'half',
		priority: 1,
		modules: [ 'analytics' ],
	} );
	setWidgetComponent( 'popular-pages', PopularPagesWidget );
	registerWidget( {
		slug: 'top-queries',
		areas: [ 'content-primary', 'entity-content-primary' ],
		width: 'half',
		priority: 2,
		modules: [ 'search-console' ],
	} );
	setWidgetComponent( 'top-queries', TopQueriesWidget );

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
	registerWidget( {
		slug: 'speed',
		areas: [ 'speed-primary' ],
		width: 'full',
		priority: 1,
		modules: [ 'pagespeed-insights' ],
	} );
	setWidgetComponent( 'speed', SpeedWidget );

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
}
