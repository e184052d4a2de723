/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleComponents } from '../../widgets/module-lists/types';
import Icon from './Icon';
import SettingsEdit from './SettingsEdit';
import SettingsView from './SettingsView';
import SetupMain from './SetupMain';

export const adsense: ModuleComponents = {
	slug: 'adsense',
	SetupComponent: SetupMain,
	SettingsViewComponent: SettingsView,
	SettingsEditComponent: SettingsEdit,
	features: [
		__(
			'Monetization overview: earnings, page RPM and impressions',
			'google-site-kit'
		),
		__( 'Top earning pages', 'google-site-kit' ),
		__( 'Auto ads placed on your site by Site Kit', 'google-site-kit' ),
	],
	Icon,
};
