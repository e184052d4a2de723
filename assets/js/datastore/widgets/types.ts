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
}

export interface WidgetsState {
	areas: Record< string, WidgetArea >;
	widgets: Record< string, WidgetDefinition >;
}
