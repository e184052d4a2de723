/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleComponents } from '../../widgets/module-lists/types';
import { SettingsNotice } from './GA4Notice';
import Icon from './Icon';
import SettingsEdit from './SettingsEdit';
import SettingsView from './SettingsView';
import SetupMain from './SetupMain';

export const analytics: ModuleComponents = {
	slug: 'analytics',
	SetupComponent: SetupMain,
	SettingsViewComponent: SettingsView,
	SettingsEditComponent: SettingsEdit,
	SettingsNoticeComponent: SettingsNotice,
	features: [
		__(
			'Audience overview: users, sessions and engagement',
			'google-site-kit'
		),
		__( 'Top acquisition channels and countries', 'google-site-kit' ),
		__( 'Page views in the popular pages table', 'google-site-kit' ),
	],
	Icon,
};
