/**
 * Usage tracking: a minimal `trackEvent()` that records events in a
 * page-level data layer. The transport to the tag manager comes later.
 */

/**
 * Internal dependencies
 */
import { registry } from './registry';
import { userStore } from './user';
import { getBaseData } from '../api/base-data';

export interface TrackingEvent {
	event: string;
	event_category: string;
	event_label?: string;
	value?: number;
}

declare global {
	interface Window {
		_googlesitekitDataLayer?: unknown[];
	}
}

/**
 * Whether the user opted in: the `core/user` store's value once it has one,
 * the boot data's until then.
 */
export function isTrackingEnabled(): boolean {
	return (
		registry.select( userStore ).isTrackingEnabled() ??
		getBaseData().trackingEnabled
	);
}

/**
 * Records a usage event, unless the user's tracking is off (spec §5).
 *
 * @param category Event category, e.g. the view context.
 * @param action   Event action, e.g. `open_helpmenu`.
 * @param label    Event label.
 * @param value    Event value.
 * @return Resolves once the event is recorded, or at once when it is skipped.
 */
export function trackEvent(
	category: string,
	action: string,
	label?: string,
	value?: number
): Promise< void > {
	if ( ! isTrackingEnabled() ) {
		return Promise.resolve();
	}
	window._googlesitekitDataLayer = window._googlesitekitDataLayer || [];
	const event: TrackingEvent = {
		event: action,
		event_category: category,
		event_label: label,
		value,
	};
	window._googlesitekitDataLayer.push( event );
	return Promise.resolve();
}
