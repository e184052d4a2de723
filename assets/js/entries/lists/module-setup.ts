/**
 * The main dashboard's module setup screen, a chunk of its own (`entries/main-dashboard.tsx` imports it on demand):
 * it hands down every module's setup and settings UI (`MODULE_COMPONENTS`) with the screen, so that the dashboard's
 * first script loads no setup form.
 */

/**
 * Internal dependencies
 */
import { MODULE_COMPONENTS } from '../../modules';
import { setModuleComponents } from '../../widgets/module-lists/components';

setModuleComponents( MODULE_COMPONENTS );

export { default } from '../../components/ModuleSetup/ModuleSetupScreen';
