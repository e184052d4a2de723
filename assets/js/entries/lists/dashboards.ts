/**
 * Hands down the module lists of the main and entity dashboards' first script: the widget registrations, the
 * services, the history limits and the icons (the sharing dialog, the view-only menu). Only these two entries load
 * the widgets. The module setup screen's UI list comes with its own chunk (`module-setup.ts`).
 */

/**
 * Internal dependencies
 */
import { MODULE_HISTORIES } from '../../modules/histories';
import { MODULE_ICONS } from '../../modules/icons';
import { MODULE_SERVICES } from '../../modules/services';
import { MODULE_WIDGETS } from '../../modules/widgets';
import { setModuleHistories } from '../../widgets/module-lists/histories';
import { setModuleIcons } from '../../widgets/module-lists/icons';
import { setModuleServices } from '../../widgets/module-lists/services';
import { setModuleWidgets } from '../../widgets/module-lists/widgets';

setModuleWidgets( MODULE_WIDGETS );
setModuleServices( MODULE_SERVICES );
setModuleHistories( MODULE_HISTORIES );
setModuleIcons( MODULE_ICONS );
