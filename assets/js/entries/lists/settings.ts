/**
 * Hands down the module lists of the settings screen: those of the other screens without figures (`screens.ts`:
 * services, icons) and every module's setup and settings UI (`MODULE_COMPONENTS`: its panels, the connect-more list,
 * the disconnect dialog).
 */

/**
 * Internal dependencies
 */
import './screens';
import { MODULE_COMPONENTS } from '../../modules';
import { setModuleComponents } from '../../widgets/module-lists/components';

setModuleComponents( MODULE_COMPONENTS );
