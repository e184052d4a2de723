/**
 * Internal dependencies
 */
import type { ModuleComponents } from './types';

/**
 * Every module's UI, by slug. Each module folder exports its ModuleComponents from its index.ts.
 */
export const MODULE_COMPONENTS: Record< string, ModuleComponents > = {};

/**
 * The UI of one module.
 *
 * @param slug Module slug.
 */
export function getModuleComponents(
	slug: string
): ModuleComponents | undefined {
	return MODULE_COMPONENTS[ slug ];
}
