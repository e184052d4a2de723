/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NOT_SET, OTHER, type GA4Report } from './report';
import type { ModuleService } from '../../widgets/module-lists/types';

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
	neededByUserInput: true,
	placeholders: {
		[ NOT_SET ]: __(
			'Analytics received no value for this, e.g. a visit that sent no page title or location.',
			'google-site-kit'
		),
		[ OTHER ]: __(
			'Analytics folds the least frequent values into “(other)” when a property has more distinct values than a report can hold.',
			'google-site-kit'
		),
	},
} satisfies ModuleService;
