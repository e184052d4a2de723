/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import type { ErrorMap } from '../shared/errors';
import type { UserInputQuestion } from './constants';
import type { UserDateRange } from '../../util/date-range';

/**
 * GET core/user/data/authentication.
 */
export interface Authentication {
	authenticated: boolean;
	requiredScopes: string[];
	grantedScopes: string[];
	unsatisfiedScopes: string[];
	needsReauthentication: boolean;
	disconnectedReason: string;
	authError: APIError | null;
	profile: UserProfile | null;
}

export interface UserProfile {
	email: string;
	name: string;
	picture: string;
}

/**
 * GET core/user/data/permissions: capability (or `cap::["slug"]`) => granted.
 */
export type Permissions = Record< string, boolean >;

/**
 * GET/POST core/user/data/tracking.
 */
export interface TrackingResponse {
	enabled: boolean;
}

export interface UserInputAnswer {
	values: string[];
	scope: 'site' | 'user';
	answeredBy?: number;
	author?: { login: string; photo: string };
}

/**
 * GET/POST core/user/data/user-input-settings.
 */
export type UserInputSettings = Record< UserInputQuestion, UserInputAnswer >;

export interface UserState {
	authentication?: Authentication;
	permissions?: Permissions;
	trackingEnabled?: boolean;
	isSavingTrackingEnabled: boolean;
	dismissedItems?: string[];
	dismissingItems: string[];
	/** The answers as edited locally. */
	userInputSettings?: UserInputSettings;
	/** The answers as the server last returned them. */
	savedUserInputSettings?: UserInputSettings;
	isSavingUserInputSettings: boolean;
	permissionScopeError: APIError | null;
	isDisconnecting: boolean;
	/** The report range the user chose (undefined: the one the page was served with). */
	dateRange?: UserDateRange;
	errors: ErrorMap;
}
