/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleService } from '../../widgets/module-lists/types';

export const service = {
	source: {
		name: __( 'PageSpeed Insights', 'google-site-kit' ),
		url: 'https://pagespeed.web.dev/',
	},
} satisfies ModuleService;
