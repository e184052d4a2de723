/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SearchConsoleReport } from './report';
import type { ModuleService } from '../../widgets/module-lists/types';

export const service = {
	source: {
		name: __( 'Search Console', 'google-site-kit' ),
		url: 'https://search.google.com/search-console',
	},
	gathering: {
		datapoint: 'searchanalytics',
		params: { dateRange: 'last-90-days' },
		hasData: ( report ) =>
			( ( report as SearchConsoleReport ).rows || [] ).some(
				( row ) => ( row.impressions || 0 ) > 0
			),
	},
	neededByUserInput: true,
	otherHostNote: __(
		'A page of another host covered by your Search Console property.',
		'google-site-kit'
	),
} satisfies ModuleService;
