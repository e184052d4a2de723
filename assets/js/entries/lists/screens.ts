/**
 * Hands down the module lists of the screens without figures or module forms: the splash screen and the user input
 * questions. They get the services (help links, what the questions wait for) and the icons (the view-only menu), no
 * widget, summary, history limit or setup/settings UI.
 */

/**
 * Internal dependencies
 */
import { MODULE_ICONS } from '../../modules/icons';
import { MODULE_SERVICES } from '../../modules/services';
import { setModuleIcons } from '../../widgets/module-lists/icons';
import { setModuleServices } from '../../widgets/module-lists/services';

setModuleServices( MODULE_SERVICES );
setModuleIcons( MODULE_ICONS );
