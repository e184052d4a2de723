/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	analyticsFirstDay,
	includesFreshSearchData,
	rangeLimits,
	searchConsoleFirstDay,
	siteToday,
	type PeriodDates,
	type RangeLimits,
} from '../../util/data-limits';
import { formatDay } from '../../util/locale';
import { useReport } from '../use-report';

const LONG_DAY: Intl.DateTimeFormatOptions = {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
};

export type LimitedService = 'search-console' | 'analytics';

export interface ServiceLimits {
	/** What the service lacks of the range and compare period; null when it has both. */
	limits: RangeLimits | null;
	/** The service's first day, once known. */
	firstDay: string | null;
	/** Search Console: the range reaches its provisional newest days. */
	fresh: boolean;
}

/**
 * What a service has of a range: Search Console 16 months back from today,
 * GA4 from the connected property's creation (the analytics `property`
 * datapoint, read once a day).
 *
 * @param service Service.
 * @param dates   The range's dates (getDateRangeDates).
 * @param enabled Whether the service is connected (false reads nothing).
 */
export function useServiceLimits(
	service: LimitedService,
	dates: PeriodDates,
	enabled = true
): ServiceLimits {
	const property = useReport< { createTime?: string } >(
		'analytics',
		'property',
		NO_PARAMS,
		enabled && service === 'analytics'
	);
	const createTime = property.report?.createTime;
	return useMemo( () => {
		const today = siteToday();
		const firstDay =
			service === 'search-console'
				? searchConsoleFirstDay( today )
				: analyticsFirstDay( createTime );
		return {
			limits: rangeLimits( dates, firstDay ),
			firstDay,
			fresh:
				service === 'search-console' &&
				includesFreshSearchData( dates.endDate, today ),
		};
	}, [ service, dates, createTime ] );
}

const NO_PARAMS = {};

/**
 * The note under a service's figures when the range (or the compare period)
 * reaches before what the service keeps, and Search Console's provisional
 * newest days.
 *
 * @param props         Component props.
 * @param props.service Service.
 * @param props.state   What the service has (useServiceLimits).
 */
export default function DataLimitNote( {
	service,
	state,
}: {
	service: LimitedService;
	state: ServiceLimits;
} ) {
	const { limits, fresh } = state;
	const lines: string[] = [];
	if ( limits ) {
		const day = formatDay( limits.firstDay, LONG_DAY );
		if ( limits.current !== 'full' ) {
			lines.push(
				service === 'search-console'
					? sprintf(
							/* translators: %s: the oldest day Search Console still has. */
							__(
								'Search Console keeps 16 months of data: nothing before %s is available.',
								'google-site-kit'
							),
							day
					  )
					: sprintf(
							/* translators: %s: the day the Analytics property was created. */
							__(
								'This Analytics property was created on %s: Analytics has no data before that day.',
								'google-site-kit'
							),
							day
					  )
			);
		}
		if ( limits.current !== 'none' && limits.compare !== 'full' ) {
			lines.push(
				service === 'search-console'
					? sprintf(
							/* translators: %s: the oldest day Search Console still has. */
							__(
								'The comparison period starts before %s, which Search Console no longer keeps: changes can’t be computed.',
								'google-site-kit'
							),
							day
					  )
					: sprintf(
							/* translators: %s: the day the Analytics property was created. */
							__(
								'The comparison period starts before the property was created (%s): changes can’t be computed.',
								'google-site-kit'
							),
							day
					  )
			);
		}
	}
	if ( fresh && limits?.current !== 'none' ) {
		lines.push(
			__(
				'Search Console’s last 2 days are provisional and may still change.',
				'google-site-kit'
			)
		);
	}
	if ( ! lines.length ) {
		return null;
	}
	return (
		<div
			className="googlesitekit-data-limit"
			data-service={ service }
			role="note"
		>
			{ lines.map( ( line ) => (
				<p key={ line } className="googlesitekit-widget-note">
					{ line }
				</p>
			) ) }
		</div>
	);
}

/**
 * Whether the compare figures can be shown: the service has the whole compare period.
 *
 * @param state What the service has.
 */
export function compareAvailable( state: ServiceLimits ): boolean {
	return (
		! state.limits ||
		state.limits.compare === 'full' ||
		state.limits.compare === 'off'
	);
}
