/**
 * Hands down the module lists of the main and entity dashboards: the widget registrations, the services, the history
 * limits and the setup/settings UI (the module setup screen, the view-only menu, dashboard sharing). Only these two
 * entries load the widgets.
 */

/**
 * Internal dependencies
 */
import { MODULE_COMPONENTS } from '../../modules';
import { MODULE_HISTORIES } from '../../modules/histories';
import { MODULE_SERVICES } from '../../modules/services';
import { MODULE_WIDGETS } from '../../modules/widgets';
import { setModuleComponents } from '../../widgets/module-lists/components';
import { setModuleHistories } from '../../widgets/module-lists/histories';
import { setModuleServices } from '../../widgets/module-lists/services';
import { setModuleWidgets } from '../../widgets/module-lists/widgets';

setModuleWidgets( MODULE_WIDGETS );
setModuleServices( MODULE_SERVICES );
setModuleHistories( MODULE_HISTORIES );
setModuleComponents( MODULE_COMPONENTS );
