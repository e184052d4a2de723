/**
 * Internal dependencies
 */
import type { ModuleComponents } from '../../widgets/module-lists/types';
import Icon from './Icon';
import SettingsEdit from './SettingsEdit';
import SettingsView from './SettingsView';
import SetupMain from './SetupMain';

export const searchConsole: ModuleComponents = {
	slug: 'search-console',
	SetupComponent: SetupMain,
	SettingsViewComponent: SettingsView,
	SettingsEditComponent: SettingsEdit,
	Icon,
};
