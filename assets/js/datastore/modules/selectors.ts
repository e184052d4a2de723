/**
 * Internal dependencies
 */
import { errorSelectors } from '../shared/errors';
import { isEqual, memoizeOnSource } from '../shared/utils';
import type {
	Module,
	ModuleOwnership,
	ModuleSharingSettings,
	ModulesState,
	SharingManagement,
	SharingSettings,
} from './types';

export const { getErrorForSelector, getErrorForAction, getErrors } =
	errorSelectors;

// Modules. Undefined until the list has loaded.

export function getModules( state: ModulesState ): Module[] | undefined {
	return state.modules;
}

/**
 * One module, null when no module has that slug.
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getModule(
	state: ModulesState,
	slug: string
): Module | null | undefined {
	return (
		state.modules &&
		( state.modules.find( ( module ) => module.slug === slug ) ?? null )
	);
}

export function isModuleActive(
	state: ModulesState,
	slug: string
): boolean | undefined {
	const module = getModule( state, slug );
	return module === undefined ? undefined : !! module?.active;
}

/**
 * Whether a module is active and its setup is complete.
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function isModuleConnected(
	state: ModulesState,
	slug: string
): boolean | undefined {
	const module = getModule( state, slug );
	return module === undefined
		? undefined
		: !! module?.active && !! module?.connected;
}

const namesOf = memoizeOnSource( ( modules: Module[], slugs: string[] ) =>
	slugs.map(
		( slug ) =>
			modules.find( ( module ) => module.slug === slug )?.name ?? slug
	)
);

/**
 * Names of the modules that depend on this one (deactivating it stops them).
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getModuleDependantNames(
	state: ModulesState,
	slug: string
): string[] | undefined {
	const module = getModule( state, slug );
	if ( module === undefined ) {
		return undefined;
	}
	return state.modules && module
		? namesOf( state.modules, module.dependants )
		: [];
}

/**
 * Names of the modules this one needs active.
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getModuleDependencyNames(
	state: ModulesState,
	slug: string
): string[] | undefined {
	const module = getModule( state, slug );
	if ( module === undefined ) {
		return undefined;
	}
	return state.modules && module
		? namesOf( state.modules, module.dependencies )
		: [];
}

/**
 * Why a module cannot be activated on this site, null when nothing stops it.
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getCheckRequirementsError(
	state: ModulesState,
	slug: string
): Module[ 'checkRequirementsError' ] | undefined {
	const module = getModule( state, slug );
	return module === undefined
		? undefined
		: module?.checkRequirementsError ?? null;
}

/**
 * Whether a module can be activated: it exists, every module it depends on is
 * active and its requirements check passed.
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function canActivateModule(
	state: ModulesState,
	slug: string
): boolean | undefined {
	const module = getModule( state, slug );
	if ( module === undefined ) {
		return undefined;
	}
	if ( module === null || module.checkRequirementsError ) {
		return false;
	}
	return module.dependencies.every( ( dependency ) =>
		isModuleActive( state, dependency )
	);
}

/**
 * Whether an activation or deactivation of the module is in flight.
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function isDoingSetModuleActivation(
	state: ModulesState,
	slug: string
): boolean {
	return state.changingActivation.includes( slug );
}

// Sharing settings (dashboard sharing).

export function getSharingSettings(
	state: ModulesState
): SharingSettings | undefined {
	return state.sharingSettings;
}

function getModuleSharing(
	state: ModulesState,
	slug: string
): ModuleSharingSettings | null | undefined {
	return state.sharingSettings && ( state.sharingSettings[ slug ] ?? null );
}

/**
 * The roles a module is shared with (as edited).
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getSharedRoles(
	state: ModulesState,
	slug: string
): string[] | undefined {
	const sharing = getModuleSharing( state, slug );
	return sharing === undefined ? undefined : sharing?.sharedRoles ?? [];
}

/**
 * Who may manage a module's sharing (as edited).
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getSharingManagement(
	state: ModulesState,
	slug: string
): SharingManagement | undefined {
	const sharing = getModuleSharing( state, slug );
	return sharing === undefined ? undefined : sharing?.management ?? 'owner';
}

/**
 * A module's owner as the current user sees it: who, whether they can still
 * serve it, and what the user may change (null when the server did not say).
 *
 * @param state Store state.
 * @param slug  Module slug.
 */
export function getSharingOwnership(
	state: ModulesState,
	slug: string
): ModuleOwnership | null | undefined {
	if ( state.sharingSettings === undefined ) {
		return undefined;
	}
	return state.sharingOwnership?.[ slug ] ?? null;
}

export function haveSharingSettingsChanged(
	state: ModulesState
): boolean | undefined {
	if ( ! state.sharingSettings ) {
		return undefined;
	}
	return ! isEqual( state.sharingSettings, state.savedSharingSettings );
}

export function isDoingSubmitSharingChanges( state: ModulesState ): boolean {
	return state.isSavingSharingSettings;
}
