/**
 * Internal dependencies
 */
import { createModuleSettingsStore } from '../create-store';

export interface SiteVerificationSettings {
	verified: boolean;
}

export const siteVerificationStore =
	createModuleSettingsStore< SiteVerificationSettings >(
		'site-verification',
		{ defaults: { verified: false } }
	);
