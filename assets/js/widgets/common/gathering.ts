/**
 * Whether a service is still gathering data: it has none at all for the
 * site yet (a new property, a site just added to Search Console, a new
 * AdSense site). Read only when a widget's own report came back empty, from
 * a small site-wide report of the last 90 days that every widget of the
 * service shares (one read, cached like any report).
 */

/**
 * Internal dependencies
 */
import { useReport } from '../use-report';
import {
	adsenseRecords,
	type AdSenseReport,
} from '../../modules/adsense/report';
import type { GA4Report } from '../../modules/analytics/report';
import type { SearchConsoleReport } from '../../modules/search-console/report';

export type DataModule = 'analytics' | 'search-console' | 'adsense';

const PROBES: Record< DataModule, { datapoint: string; params: object } > = {
	analytics: {
		datapoint: 'report',
		params: { metrics: 'sessions', dateRange: 'last-90-days' },
	},
	'search-console': {
		datapoint: 'searchanalytics',
		params: { dateRange: 'last-90-days' },
	},
	adsense: {
		datapoint: 'report',
		params: { metrics: 'PAGE_VIEWS', dateRange: 'last-90-days' },
	},
};

/**
 * Whether a report of the probe holds any data.
 *
 * @param module Module slug.
 * @param report The probe's report.
 */
function hasData( module: DataModule, report: unknown ): boolean {
	switch ( module ) {
		case 'analytics':
			return ( ( report as GA4Report ).rows || [] ).some( ( row ) =>
				( row.metricValues || [] ).some(
					( value ) => Number( value.value ) > 0
				)
			);
		case 'search-console':
			return ( ( report as SearchConsoleReport ).rows || [] ).some(
				( row ) => ( row.impressions || 0 ) > 0
			);
		default:
			return adsenseRecords( report as AdSenseReport ).some(
				( record ) => Number( record.PAGE_VIEWS || 0 ) > 0
			);
	}
}

/**
 * True while the service has no data for the site at all yet, false once it
 * has some, undefined while that is being read (or it could not be: an
 * error is not taken for "gathering").
 *
 * @param module  Module slug.
 * @param enabled False to read nothing.
 */
export function useGatheringData(
	module: DataModule,
	enabled = true
): boolean | undefined {
	const probe = PROBES[ module ];
	const { report, error } = useReport< unknown >(
		module,
		probe.datapoint,
		probe.params as Record< string, string >,
		enabled
	);
	if ( error ) {
		return false;
	}
	return report === undefined ? undefined : ! hasData( module, report );
}
