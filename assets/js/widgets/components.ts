/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { Registry } from '../datastore/types';

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

/**
 * Whether a key-metric tile's requirement holds (a hook: it may read stores).
 */
export interface KeyMetricRequirementStatus {
	/** Undefined while loading. */
	met: boolean | undefined;
	/** Translated, shown when not met: why the tile cannot show figures yet. */
	reason: string;
}

/**
 * A requirement a module registers for its key-metric tiles (issue 11): `useStatus` reads whether it holds, `Fix`
 * (optional) renders the button or link that meets it.
 */
export interface KeyMetricRequirement {
	useStatus: () => KeyMetricRequirementStatus;
	Fix?: ComponentType< { tile: string } >;
	/**
	 * Meets the requirement without asking (optional): the panel calls it when the user picks a tile that needs it,
	 * e.g. creating what the tile reads. May end on the permissions modal.
	 */
	meet?: ( registry: Registry ) => Promise< unknown >;
}

const requirements = new Map< string, KeyMetricRequirement >();

/**
 * Registers a key-metric requirement (named in `KeyMetricInfo.requirements`).
 *
 * @param key         Requirement key, "<module slug>:<name>".
 * @param requirement Its status hook and fix.
 */
export function setKeyMetricRequirement(
	key: string,
	requirement: KeyMetricRequirement
): void {
	requirements.set( key, requirement );
}

/**
 * A registered key-metric requirement.
 *
 * @param key Requirement key.
 */
export function getKeyMetricRequirement(
	key: string
): KeyMetricRequirement | undefined {
	return requirements.get( key );
}

/**
 * The keys of every registered key-metric requirement, in a fixed order.
 */
export function getKeyMetricRequirementKeys(): string[] {
	return [ ...requirements.keys() ].sort();
}
