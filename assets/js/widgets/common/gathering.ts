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
import { getModuleServices } from '../module-lists/services';

/** A module whose reports can be empty while its provider gathers data (its service declares a `gathering` probe). */
export type DataModule = string;

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
	// Each module declares its probe in its service.ts.
	const probe = getModuleServices()[ module ]?.gathering;
	if ( ! probe ) {
		throw new Error(
			`The module "${ module }" declares no gathering probe.`
		);
	}
	const { report, error } = useReport< unknown >(
		module,
		probe.datapoint,
		probe.params,
		enabled
	);
	if ( error ) {
		return false;
	}
	return report === undefined ? undefined : ! probe.hasData( report );
}
