/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GA4Report } from './report';
import type { ModuleService } from '../types';

export const service = {
	source: {
		name: __( 'Analytics', 'google-site-kit' ),
		url: 'https://analytics.google.com/analytics/web/',
	},
	gathering: {
		datapoint: 'report',
		params: { metrics: 'sessions', dateRange: 'last-90-days' },
		hasData: ( report ) =>
			( ( report as GA4Report ).rows || [] ).some( ( row ) =>
				( row.metricValues || [] ).some(
					( value ) => Number( value.value ) > 0
				)
			),
	},
} satisfies ModuleService;
