/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { getModuleSettingsStore } from '../../datastore/module-settings';
import { modulesStore } from '../../datastore/modules';

/** The settings-store actions a module panel uses. */
export interface ModuleSettingsPanelActions {
	/** Missing for a module without a settings store. */
	submitChanges?: () => Promise< { error?: unknown } >;
	/** Missing for a module without a settings store. */
	rollbackChanges?: () => void;
	clearErrors: ( name?: string ) => void;
}

/**
 * The actions of a module's settings store (the modules store's, which has
 * neither submit nor rollback, for a module without one).
 *
 * @param slug Module slug.
 */
export function useModuleSettingsPanelActions(
	slug: string
): ModuleSettingsPanelActions {
	return useDispatch(
		getModuleSettingsStore( slug ) ?? modulesStore
	) as ModuleSettingsPanelActions;
}
