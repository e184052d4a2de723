export const STORE_NAME = 'core/widgets';

/**
 * The widget contexts of spec §3: each is one section of a dashboard.
 */
export const CONTEXTS = {
	mainKeyMetrics: 'mainDashboardKeyMetrics',
	mainTraffic: 'mainDashboardTraffic',
	mainContent: 'mainDashboardContent',
	mainSpeed: 'mainDashboardSpeed',
	mainMonetization: 'mainDashboardMonetization',
	entityTraffic: 'entityDashboardTraffic',
	entityContent: 'entityDashboardContent',
	entitySpeed: 'entityDashboardSpeed',
	entityMonetization: 'entityDashboardMonetization',
} as const;

export type WidgetContext = ( typeof CONTEXTS )[ keyof typeof CONTEXTS ];

/** Widths on the 12 / 8 / 4 column grid (spec §9). */
export const WIDTHS = [ 'quarter', 'half', 'full' ] as const;
export type WidgetWidth = ( typeof WIDTHS )[ number ];

/** The area holding every key-metric tile; the Key metrics section shows the user's picked (or suggested) ones. */
export const KEY_METRICS_AREA = 'key-metrics-tiles';
