/**
 * Internal dependencies
 */
import type { WidgetArea, WidgetDefinition } from './types';

/**
 * Registers a widget area (a section of a dashboard context).
 *
 * @param area The area.
 */
export function registerWidgetArea( area: WidgetArea ) {
	return { type: 'REGISTER_WIDGET_AREA' as const, area };
}

/**
 * Registers a widget. Its component is registered apart (assets/js/widgets/components.ts): no React in store state.
 *
 * @param widget The widget.
 */
export function registerWidget( widget: WidgetDefinition ) {
	return { type: 'REGISTER_WIDGET' as const, widget };
}

export type WidgetsAction = ReturnType<
	typeof registerWidgetArea | typeof registerWidget
>;

export const actions = { registerWidgetArea, registerWidget };
