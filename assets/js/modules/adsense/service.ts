/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { adsenseRecords, type AdSenseReport } from './report';
import type { ModuleService } from '../../widgets/module-lists/types';

export const service = {
	source: {
		name: __( 'AdSense', 'google-site-kit' ),
		url: 'https://adsense.google.com/',
	},
	gathering: {
		datapoint: 'report',
		params: { metrics: 'PAGE_VIEWS', dateRange: 'last-90-days' },
		hasData: ( report ) =>
			adsenseRecords( report as AdSenseReport ).some(
				( record ) => Number( record.PAGE_VIEWS || 0 ) > 0
			),
	},
	helpLinks: [
		{
			label: __( 'Get help with AdSense', 'google-site-kit' ),
			url: 'https://support.google.com/adsense/',
		},
	],
} satisfies ModuleService;
