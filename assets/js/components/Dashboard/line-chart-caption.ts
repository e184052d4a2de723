/**
 * The caption under a monthly chart that names its partial months (drawn as hollow points).
 */

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDay } from '../../util/locale';

const MONTH_LABEL: Intl.DateTimeFormatOptions = {
	month: 'short',
	year: 'numeric',
};

/**
 * The caption naming a monthly chart's partial months, drawn as hollow points.
 *
 * @param times   Points' times (seconds).
 * @param days    Days in each point.
 * @param partial Which points are partial months.
 */
export function partialCaption(
	times: number[],
	days: number[],
	partial: boolean[]
): string | undefined {
	const months = times
		.map( ( time, index ) =>
			partial[ index ]
				? sprintf(
						/* translators: 1: a month ("Mar 2026"), 2: number of days of it in the range. */
						_n(
							'%1$s (%2$d day)',
							'%1$s (%2$d days)',
							days[ index ],
							'google-site-kit'
						),
						formatDay( time, MONTH_LABEL ),
						days[ index ]
				  )
				: null
		)
		.filter( ( month ): month is string => !! month );
	if ( ! months.length ) {
		return undefined;
	}
	return sprintf(
		/* translators: %s: the partial months, e.g. "Mar 2026 (12 days)". */
		_n(
			'Hollow point: a partial month, lower only because it has fewer days: %s.',
			'Hollow points: partial months, lower only because they have fewer days: %s.',
			months.length,
			'google-site-kit'
		),
		months.join( ', ' )
	);
}
