/**
 * Internal dependencies
 */
import type { ModuleComponents } from '../../widgets/module-lists/types';
import Icon from './Icon';
import SettingsView from './SettingsView';
import SetupMain from './SetupMain';

/** Nothing to edit: verification is a fact, not a choice. */
export const siteVerification: ModuleComponents = {
	slug: 'site-verification',
	SetupComponent: SetupMain,
	SettingsViewComponent: SettingsView,
	Icon,
};
