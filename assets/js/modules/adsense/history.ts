/**
 * How far back AdSense's data reaches: an account earns nothing before it exists, so its reports start on the day
 * it was created (the Management API's account createTime, the `account` datapoint read once a day). Read by the
 * data-limit notes under its figures (`../histories.ts`).
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
	origin: { datapoint: 'account' },
	firstDay: ( _today, account ) =>
		createTimeDay( ( account as { createTime?: string } )?.createTime ),
	missing: ( day ) =>
		sprintf(
			/* translators: %s: the day the AdSense account was created. */
			__(
				'This AdSense account was created on %s: AdSense has no data before that day.',
				'google-site-kit'
			),
			day
		),
	compare: ( day ) =>
		sprintf(
			/* translators: %s: the day the AdSense account was created. */
			__(
				'The comparison period starts before the AdSense account was created (%s): changes can’t be computed.',
				'google-site-kit'
			),
			day
		),
	before: __( 'Before this AdSense account existed', 'google-site-kit' ),
	partlyBefore: __(
		'Partly before this AdSense account existed',
		'google-site-kit'
	),
};
