/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	adsenseFirstDay,
	analyticsFirstDay,
	includesFreshSearchData,
	rangeLimits,
	searchConsoleFirstDay,
	type PeriodDates,
	type RangeLimits,
} from '../../util/data-limits';
import { formatDay } from '../../util/locale';
import { getSiteToday } from '../../util/site-day';
import { useReport } from '../use-report';

const LONG_DAY: Intl.DateTimeFormatOptions = {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
};

export type LimitedService = 'search-console' | 'analytics' | 'adsense';

/**
 * The limited service a module's reports come from, if any.
 *
 * @param module Module slug.
 */
export function limitedServiceOf( module: string ): LimitedService | undefined {
	return module === 'search-console' ||
		module === 'analytics' ||
		module === 'adsense'
		? module
		: undefined;
}

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
 * datapoint, read once a day), AdSense from the connected account's creation
 * (the adsense `account` datapoint, read once a day).
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
	const account = useReport< { createTime?: string } >(
		'adsense',
		'account',
		NO_PARAMS,
		enabled && service === 'adsense'
	);
	const createTime =
		service === 'adsense'
			? account.report?.createTime
			: property.report?.createTime;
	return useMemo( () => {
		const today = getSiteToday();
		let firstDay: string | null;
		if ( service === 'search-console' ) {
			firstDay = searchConsoleFirstDay( today );
		} else if ( service === 'adsense' ) {
			firstDay = adsenseFirstDay( createTime );
		} else {
			firstDay = analyticsFirstDay( createTime );
		}
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
 * Why the range is (partly) missing.
 *
 * @param service Service.
 * @param day     The service's first day, formatted.
 */
function missingLine( service: LimitedService, day: string ): string {
	switch ( service ) {
		case 'search-console':
			return sprintf(
				/* translators: %s: the oldest day Search Console still has. */
				__(
					'Search Console keeps 16 months of data: nothing before %s is available.',
					'google-site-kit'
				),
				day
			);
		case 'adsense':
			return sprintf(
				/* translators: %s: the day the AdSense account was created. */
				__(
					'This AdSense account was created on %s: AdSense has no data before that day.',
					'google-site-kit'
				),
				day
			);
		default:
			return sprintf(
				/* translators: %s: the day the Analytics property was created. */
				__(
					'This Analytics property was created on %s: Analytics has no data before that day.',
					'google-site-kit'
				),
				day
			);
	}
}

/**
 * Why no change against the compare period is shown.
 *
 * @param service Service.
 * @param day     The service's first day, formatted.
 */
function compareLine( service: LimitedService, day: string ): string {
	switch ( service ) {
		case 'search-console':
			return sprintf(
				/* translators: %s: the oldest day Search Console still has. */
				__(
					'The comparison period starts before %s, which Search Console no longer keeps: changes can’t be computed.',
					'google-site-kit'
				),
				day
			);
		case 'adsense':
			return sprintf(
				/* translators: %s: the day the AdSense account was created. */
				__(
					'The comparison period starts before the AdSense account was created (%s): changes can’t be computed.',
					'google-site-kit'
				),
				day
			);
		default:
			return sprintf(
				/* translators: %s: the day the Analytics property was created. */
				__(
					'The comparison period starts before the property was created (%s): changes can’t be computed.',
					'google-site-kit'
				),
				day
			);
	}
}

/**
 * The lines of the note: why the range (or its compare period) is partly or
 * wholly missing, and Search Console's provisional newest days.
 *
 * @param service Service.
 * @param state   What the service has.
 * @param fresh   Whether to include the provisional-days line.
 */
export function dataLimitLines(
	service: LimitedService,
	state: ServiceLimits,
	fresh = state.fresh
): string[] {
	const { limits } = state;
	const lines: string[] = [];
	if ( limits ) {
		const day = formatDay( limits.firstDay, LONG_DAY );
		if ( limits.current !== 'full' ) {
			lines.push( missingLine( service, day ) );
		}
		if ( limits.current !== 'none' && limits.compare !== 'full' ) {
			lines.push( compareLine( service, day ) );
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
	return lines;
}

/**
 * The one line a small tile shows: what is missing, in a few words.
 *
 * @param service Service.
 * @param limits  What the service lacks.
 */
function shortLine( service: LimitedService, limits: RangeLimits ): string {
	if ( limits.current === 'none' ) {
		if ( service === 'adsense' ) {
			return __(
				'Before this AdSense account existed',
				'google-site-kit'
			);
		}
		return service === 'search-console'
			? __( 'Older than Search Console keeps', 'google-site-kit' )
			: __( 'Before this property existed', 'google-site-kit' );
	}
	if ( limits.current === 'partial' ) {
		if ( service === 'adsense' ) {
			return __(
				'Partly before this AdSense account existed',
				'google-site-kit'
			);
		}
		return service === 'search-console'
			? __( 'Partly older than Search Console keeps', 'google-site-kit' )
			: __( 'Partly before this property existed', 'google-site-kit' );
	}
	return __( 'No change: comparison period too old', 'google-site-kit' );
}

/**
 * The note under a service's figures when the range (or the compare period)
 * reaches before what the service keeps, and Search Console's provisional
 * newest days.
 *
 * Compact (key-metric tiles): one short line, the whole note as its tooltip
 * and for screen readers, focusable so keyboard users reach the tooltip too;
 * the provisional-days line is left to the larger widgets.
 *
 * @param props         Component props.
 * @param props.service Service.
 * @param props.state   What the service has (useServiceLimits).
 * @param props.compact One line for small tiles.
 */
export default function DataLimitNote( {
	service,
	state,
	compact = false,
}: {
	service: LimitedService;
	state: ServiceLimits;
	compact?: boolean;
} ) {
	const lines = dataLimitLines(
		service,
		state,
		compact ? false : state.fresh
	);
	if ( ! lines.length ) {
		return null;
	}
	if ( compact && state.limits ) {
		const full = lines.join( ' ' );
		return (
			<p
				className="googlesitekit-data-limit googlesitekit-data-limit--compact"
				data-service={ service }
				role="note"
				// Focusable so the tooltip (the whole note) is reachable by keyboard.
				tabIndex={ 0 }
				title={ full }
			>
				<span aria-hidden="true">
					<span className="googlesitekit-data-limit__icon">i</span>{ ' ' }
					{ shortLine( service, state.limits ) }
				</span>
				<span className="screen-reader-text">{ full }</span>
			</p>
		);
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

/**
 * A widget whose whole range lies before what the service keeps: its title
 * and the note, instead of zeros or an empty table.
 *
 * @param props           Component props.
 * @param props.className The widget's class.
 * @param props.title     The widget's title.
 * @param props.service   Service.
 * @param props.state     What the service has.
 */
export function DataLimitWidget( {
	className,
	title,
	service,
	state,
}: {
	className: string;
	title: string;
	service: LimitedService;
	state: ServiceLimits;
} ) {
	return (
		<div className={ className }>
			<h3 className="googlesitekit-widget__title">{ title }</h3>
			<DataLimitNote service={ service } state={ state } />
		</div>
	);
}

/**
 * Whether the service has none of the range.
 *
 * @param state What the service has.
 */
export function outsideLimits( state: ServiceLimits | undefined ): boolean {
	return state?.limits?.current === 'none';
}
