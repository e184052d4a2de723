/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * What every widget component receives.
 */
export interface WidgetProps {
	/** The report date range, e.g. "last-28-days". */
	dateRange: string;
	/** On the entity dashboard, the page URL every report is filtered to. */
	entityURL?: string;
}

// Widget components live here, not in the core/widgets store: no React in store state.
const components = new Map< string, ComponentType< WidgetProps > >();

/**
 * Sets the component of a registered widget.
 *
 * @param slug      Widget slug.
 * @param component Component.
 */
export function setWidgetComponent(
	slug: string,
	component: ComponentType< WidgetProps >
): void {
	components.set( slug, component );
}

/**
 * The component of a widget.
 *
 * @param slug Widget slug.
 */
export function getWidgetComponent(
	slug: string
): ComponentType< WidgetProps > | undefined {
	return components.get( slug );
}
