/**
 * Hands down the module lists of the screens that show headline figures without the dashboard: the admin bar, the
 * WordPress dashboard and the block editor's panel. They get the summaries, the services (source links, gathering
 * probes) and the history limits, and no widget or setup/settings UI, so those bundles stay small.
 */

/**
 * Internal dependencies
 */
import { MODULE_HISTORIES } from '../../modules/histories';
import { MODULE_SERVICES } from '../../modules/services';
import { MODULE_SUMMARIES } from '../../modules/summaries';
import { setModuleHistories } from '../../widgets/module-lists/histories';
import { setModuleServices } from '../../widgets/module-lists/services';
import { setModuleSummaries } from '../../widgets/module-lists/summaries';

setModuleSummaries( MODULE_SUMMARIES );
setModuleServices( MODULE_SERVICES );
setModuleHistories( MODULE_HISTORIES );
