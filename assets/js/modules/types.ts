/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * What the module setup screen (dashboard page, &slug=<module>&reAuth=true) hands a module's setup component.
 */
export interface ModuleSetupProps {
	/**
	 * Setup is done: the screen navigates to `redirectURL`, or to the dashboard.
	 */
	finishSetup: ( redirectURL?: string ) => void;
}

/**
 * The UI pieces one module folder (assets/js/modules/<slug>/) provides.
 */
export interface ModuleComponents {
	/** Module slug, e.g. "analytics". */
	slug: string;
	/** Shown on the module setup screen. */
	SetupComponent?: ComponentType< ModuleSetupProps >;
	/** The module's settings, read-only (Settings → Connected Services panel). */
	SettingsViewComponent?: ComponentType;
	/** The module's settings form (the panel in edit mode); edits go into the module's settings store. */
	SettingsEditComponent?: ComponentType;
	/** What the dashboard loses when the module is disconnected (named in the Disconnect dialog). */
	features?: string[];
	/** The module's icon. */
	Icon?: ComponentType< { size?: number } >;
}
