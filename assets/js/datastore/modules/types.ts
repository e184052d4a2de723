/**
 * Internal dependencies
 */
import type { ErrorMap } from '../shared/errors';

/**
 * One item of GET core/modules/data/list.
 */
export interface Module {
	slug: string;
	name: string;
	description: string;
	homepage: string;
	order: number;
	internal: boolean;
	forceActive: boolean;
	shareable: boolean;
	active: boolean;
	connected: boolean;
	dependencies: string[];
	dependants: string[];
	owner: { id: number; login: string } | null;
	requiredScopes: string[];
	checkRequirementsError: { code: string; message: string } | null;
}

/**
 * POST core/modules/data/activation.
 */
export interface ActivationResponse {
	success: boolean;
	moduleReauthURL: string;
}

export type SharingManagement = 'owner' | 'all_admins';

export interface ModuleSharingSettings {
	sharedRoles: string[];
	management: SharingManagement;
}

/** Module slug => its sharing settings. */
export type SharingSettings = Record< string, ModuleSharingSettings >;

/**
 * POST core/modules/data/sharing-settings.
 */
export interface SharingSettingsResponse {
	settings: SharingSettings;
	newOwnerIDs: Record< string, number >;
}

export interface ModulesState {
	modules?: Module[];
	/** Slugs whose activation or deactivation is in flight. */
	changingActivation: string[];
	/** Sharing settings as edited locally. */
	sharingSettings?: SharingSettings;
	/** Sharing settings as the server last returned them. */
	savedSharingSettings?: SharingSettings;
	isSavingSharingSettings: boolean;
	errors: ErrorMap;
}
