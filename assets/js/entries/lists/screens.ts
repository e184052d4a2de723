/**
 * Hands down the module lists of the screens without figures: settings, the splash screen and the user input
 * questions. They get the services (help links, what the questions wait for) and the setup/settings UI, no widget,
 * summary or history limit.
 */

/**
 * Internal dependencies
 */
import { MODULE_COMPONENTS } from '../../modules';
import { MODULE_SERVICES } from '../../modules/services';
import { setModuleComponents } from '../../widgets/module-lists/components';
import { setModuleServices } from '../../widgets/module-lists/services';

setModuleServices( MODULE_SERVICES );
setModuleComponents( MODULE_COMPONENTS );
