/**
 * Internal dependencies
 */
import type { ModuleComponents } from '../types';
import Icon from './Icon';
import SettingsEdit from './SettingsEdit';
import SettingsView from './SettingsView';
import SetupMain from './SetupMain';

export const adsense: ModuleComponents = {
	slug: 'adsense',
	SetupComponent: SetupMain,
	SettingsViewComponent: SettingsView,
	SettingsEditComponent: SettingsEdit,
	Icon,
};
