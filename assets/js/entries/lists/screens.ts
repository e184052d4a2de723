/**
 * Hands down the module lists of the screens without figures: settings, the splash screen and the user input
 * questions. They get the services (help links, what the questions wait for), the setup/settings UI and the icons
 * (the view-only menu), no widget, summary or history limit.
 */

/**
 * Internal dependencies
 */
import { MODULE_COMPONENTS } from '../../modules';
import { MODULE_ICONS } from '../../modules/icons';
import { MODULE_SERVICES } from '../../modules/services';
import { setModuleComponents } from '../../widgets/module-lists/components';
import { setModuleIcons } from '../../widgets/module-lists/icons';
import { setModuleServices } from '../../widgets/module-lists/services';

setModuleServices( MODULE_SERVICES );
setModuleComponents( MODULE_COMPONENTS );
setModuleIcons( MODULE_ICONS );
