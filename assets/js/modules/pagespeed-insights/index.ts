/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleComponents } from '../../widgets/module-lists/types';
import Icon from './Icon';
import SettingsView from './SettingsView';
import SetupMain from './SetupMain';

/** No settings, so no edit form. */
export const pagespeedInsights: ModuleComponents = {
	slug: 'pagespeed-insights',
	SetupComponent: SetupMain,
	SettingsViewComponent: SettingsView,
	features: [
		__(
			'Page speed reports for your site and each of its pages',
			'google-site-kit'
		),
	],
	Icon,
};
