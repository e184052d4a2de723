/**
 * The "Right now" widget (GA4 realtime) of the main dashboard: whether it shows, and its reads; what it shows once
 * they have come is RealtimeView. It stays in the dashboard's first script (1 KB gzipped): it is often the first
 * widget with figures, and a chunk of its own measured later in the bench (its download queued behind the reads).
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { siteStore } from '../../../datastore/site';
import { getSiteToday } from '../../../util/site-day';
import type { WidgetProps } from '../../../widgets/components';
import { useModuleConnected } from '../../../widgets/common/hooks';
import { sourceOf } from '../../../widgets/common/sources';
import { useReport } from '../../../widgets/use-report';
import type { GA4Report } from '../report';
import {
	REALTIME_BY_MINUTE,
	REALTIME_TOP_COUNTRIES,
	REALTIME_TOP_PAGES,
	useRealtimeRefresh,
} from '../realtime';
import RealtimeView from './RealtimeView';

/**
 * "Right now": active users of the last 30 minutes with a per-minute
 * sparkline, the pages they are on and where they are, and today's visitors
 * so far (incomplete). Reads again every minute while the tab is visible; the
 * server answers every viewer from one cached realtime report a minute.
 *
 * @param props           Widget props.
 * @param props.entityURL On an entity dashboard: nothing (the strip is the site's).
 */
export default function RealtimeStrip( { entityURL }: WidgetProps ) {
	const connected = useModuleConnected( 'analytics' );
	if ( entityURL || connected === false ) {
		return null;
	}
	if ( connected === undefined ) {
		return <WidgetLoading />;
	}
	return <Strip />;
}

function Strip() {
	useRealtimeRefresh();
	const siteName = useSelect(
		( select ) => select( siteStore ).getSiteName() || '',
		[]
	);
	// The site's day, as the server's "today so far" marking: read again on every render (the strip renders each
	// minute with its new realtime answer), so a tab open past the site's midnight moves on to the new day.
	const siteToday = getSiteToday();
	const todayParams = useMemo(
		() => ( {
			metrics: [ 'totalUsers' ],
			startDate: siteToday,
			endDate: siteToday,
		} ),
		[ siteToday ]
	);
	const minutes = useReport< GA4Report >(
		'analytics',
		'realtime',
		REALTIME_BY_MINUTE
	);
	const pages = useReport< GA4Report >(
		'analytics',
		'realtime',
		REALTIME_TOP_PAGES
	);
	const countries = useReport< GA4Report >(
		'analytics',
		'realtime',
		REALTIME_TOP_COUNTRIES
	);
	const today = useReport< GA4Report & { incomplete?: boolean } >(
		'analytics',
		'report',
		todayParams
	);

	if ( minutes.error ) {
		return (
			<WidgetError
				error={ minutes.error }
				service={ sourceOf( 'analytics' ).name }
				onRetry={ minutes.retry }
			/>
		);
	}
	if ( ! minutes.report ) {
		return <WidgetLoading />;
	}
	return (
		<RealtimeView
			minutes={ { ...minutes, report: minutes.report } }
			pages={ pages }
			countries={ countries }
			today={ today }
			siteName={ siteName }
		/>
	);
}
