/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';

/** GET/POST core/user/data/key-metrics. */
export interface KeyMetricsSettings {
	/** The tiles the user picked, in order; empty until they pick (the purpose answer suggests tiles then). */
	widgetSlugs: string[];
	isWidgetHidden: boolean;
}

export interface KeyMetricsState {
	settings: KeyMetricsSettings | undefined;
	isSaving: boolean;
	error: APIError | undefined;
}
