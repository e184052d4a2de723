/**
 * Internal dependencies
 */
import { createModuleSettingsStore } from '../../datastore/module-settings/create-store';

export interface SiteVerificationSettings {
	verified: boolean;
}

export const siteVerificationStore =
	createModuleSettingsStore< SiteVerificationSettings >(
		'site-verification',
		{ defaults: { verified: false } }
	);
