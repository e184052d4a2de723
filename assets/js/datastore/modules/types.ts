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
 * Whether a module's owner can still serve it: `active`; `gone` (deleted, no
 * longer an administrator, or no longer signed in with Google for a module read
 * with the owner's token); `none` (never had one).
 */
export type OwnershipState = 'active' | 'gone' | 'none';

/**
 * Why the current user could not take a module over ('' when they could).
 */
export type TakeOverRefusal =
	| ''
	| 'not_admin'
	| 'not_signed_in'
	| 'missing_scopes';

/**
 * A module's owner as the current user sees it (sharing-settings `ownership`).
 */
export interface ModuleOwnership {
	owner: { id: number; login: string } | null;
	state: OwnershipState;
	/** May change who sees the module's data (saving makes them its owner when they are not). */
	canManage: boolean;
	/** May change who manages the module's sharing. */
	canDelegate: boolean;
	takeOverRefusal: TakeOverRefusal;
}

/**
 * GET and POST core/modules/data/sharing-settings.
 */
export interface SharingSettingsResponse {
	settings: SharingSettings;
	newOwnerIDs: Record< string, number >;
	ownership?: Record< string, ModuleOwnership >;
}

export interface ModulesState {
	modules?: Module[];
	/** Slugs whose activation or deactivation is in flight. */
	changingActivation: string[];
	/** Sharing settings as edited locally. */
	sharingSettings?: SharingSettings;
	/** Sharing settings as the server last returned them. */
	savedSharingSettings?: SharingSettings;
	/** Each shareable module's owner, as the server last described it. */
	sharingOwnership?: Record< string, ModuleOwnership >;
	isSavingSharingSettings: boolean;
	errors: ErrorMap;
}
