/**
 * How far back Analytics' data reaches: a GA4 property's standard reports start on the day it was created (the
 * Admin API's property createTime, the `property` datapoint read once a day), no earlier. Read by the data-limit
 * notes under its figures (`../histories.ts`).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createTimeDay } from '../../util/data-limits';
import type { HistoryLimit } from '../../widgets/module-lists/types';

export const history: HistoryLimit = {
	origin: { datapoint: 'property' },
	firstDay: ( _today, property ) =>
		createTimeDay( ( property as { createTime?: string } )?.createTime ),
	missing: ( day ) =>
		sprintf(
			/* translators: %s: the day the Analytics property was created. */
			__(
				'This Analytics property was created on %s: Analytics has no data before that day.',
				'google-site-kit'
			),
			day
		),
	compare: ( day ) =>
		sprintf(
			/* translators: %s: the day the Analytics property was created. */
			__(
				'The comparison period starts before the property was created (%s): changes can’t be computed.',
				'google-site-kit'
			),
			day
		),
	before: __( 'Before this property existed', 'google-site-kit' ),
	partlyBefore: __(
		'Partly before this property existed',
		'google-site-kit'
	),
};
