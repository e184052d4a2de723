/**
 * Internal dependencies
 */
import type { ErrorMap } from '../shared/errors';

/**
 * A module's settings object, as GET/POST modules/{slug}/data/settings carry it.
 */
export type ModuleSettings = object;

export interface ModuleSettingsState< Settings extends ModuleSettings > {
	/** The settings as edited locally. */
	settings?: Settings;
	/** The settings as the server last returned them. */
	savedSettings?: Settings;
	isDoingSubmitChanges: boolean;
	errors: ErrorMap;
}

export interface ModuleSettingsOptions< Settings extends ModuleSettings > {
	/** Every setting with its default; fills in what the server leaves out. */
	defaults: Settings;
	/**
	 * Why the settings cannot be saved as they stand (a message for the
	 * user), or null when they can.
	 */
	validate?: ( settings: Settings ) => string | null;
	/**
	 * Settings that live only in the browser (e.g. a UI hint the settings
	 * screen sets); submitChanges() leaves them out of the request.
	 */
	localKeys?: ReadonlyArray< keyof Settings >;
}
