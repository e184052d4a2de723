/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FeatureTourDefinition } from './types';

/**
 * The dashboard sharing tour: points admins who can share at the Share button
 * and at the date range.
 *
 * @param viewContext The spec's view context (the events' category).
 */
export function dashboardSharingTour(
	viewContext: string
): FeatureTourDefinition {
	return {
		slug: 'dashboardSharing',
		gaEventCategory: `${ viewContext }_dashboard-sharing`,
		// The bubble under the Share button must never cover the date range (on the left under the header today).
		avoid: '.googlesitekit-date-range',
		steps: [
			{
				target: '.googlesitekit-sharing-button',
				title: __( 'Share your dashboard', 'google-site-kit' ),
				content: __(
					'Let editors, authors and contributors see the statistics of the services you choose, on a view-only dashboard. They can’t change any setting.',
					'google-site-kit'
				),
			},
			{
				target: '#googlesitekit-date-range',
				title: __( 'Pick the period', 'google-site-kit' ),
				content: __(
					'Every figure covers this period and compares it with the one you choose. Your choice is saved for you, on any browser.',
					'google-site-kit'
				),
			},
		],
	};
}
