/**
 * Internal dependencies
 */
import type { WidgetContext, WidgetWidth } from './constants';

export interface WidgetArea {
	slug: string;
	title: string;
	subtitle?: string;
	/** Lower comes first. */
	priority: number;
	contexts: WidgetContext[];
}

export interface WidgetDefinition {
	slug: string;
	/** Area slugs the widget shows in. */
	areas: string[];
	width: WidgetWidth;
	priority: number;
	/** Modules that must be active for the widget to show (its content handles "not connected"). */
	modules: string[];
	/** Set on the key-metric tiles (area KEY_METRICS_AREA): what the Change metrics panel lists. */
	keyMetric?: KeyMetricInfo;
}

/** The groups of the Change metrics panel, in its order. */
export type KeyMetricGroup = 'visitors' | 'traffic' | 'content' | 'leads';

/**
 * A key-metric tile's entry in the catalogue (issue 11).
 */
export interface KeyMetricInfo {
	/** Translated title, as on the tile. */
	title: string;
	/** Translated one-line description for the Change metrics panel. */
	description: string;
	group: KeyMetricGroup;
	/**
	 * Keys of requirements beyond active modules (e.g. an event seen, a custom dimension), each registered by its
	 * module with `setKeyMetricRequirement()` (widgets/components.ts): until met, the tile says why and offers the fix.
	 */
	requirements?: string[];
}

export interface WidgetsState {
	areas: Record< string, WidgetArea >;
	widgets: Record< string, WidgetDefinition >;
}
