/**
 * A key-metric tile's report (`KeyMetricTile.tsx` shows it): read once the tile's module is connected, and not at
 * all when the tile's range lies wholly before what the module's provider keeps.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { QueryParams } from '../../api/types';
import { getDateRangeDates } from '../../util/dates';
import { useReport, type ReportState } from '../use-report';
import type { DataModule } from './gathering';
import { useModuleConnected } from './hooks';
import {
	limitedServiceOf,
	outsideLimits,
	useServiceLimits,
	type ServiceLimits,
} from './service-limits';

export interface TileReportState< T > extends ReportState< T > {
	/** Whether the module is connected; undefined while that is read. */
	connected: boolean | undefined;
	/** What Search Console, Analytics or AdSense has of the tile's range (none for other modules). */
	limits?: ServiceLimits;
}

const NO_RANGE = getDateRangeDates( 'last-28-days' );

/**
 * A tile's report: read only once its module is connected.
 *
 * @param module    Module slug.
 * @param datapoint Datapoint.
 * @param params    Params (keep the object stable; tiles that can share one report use the same shape).
 */
export function useTileReport< T >(
	module: DataModule,
	datapoint: string,
	params: QueryParams
): TileReportState< T > {
	const connected = useModuleConnected( module );
	// The tile's range is its report's dateRange: Search Console, Analytics
	// and AdSense tiles say when it lies (partly) before what the service
	// keeps, and read nothing when it lies wholly before.
	const service = limitedServiceOf( module );
	const limited = !! service && typeof params.dateRange === 'string';
	const dates = useMemo(
		() =>
			limited
				? getDateRangeDates( params.dateRange as string )
				: NO_RANGE,
		[ limited, params.dateRange ]
	);
	const limits = useServiceLimits(
		service,
		dates,
		limited && connected === true
	);
	const state = useReport< T >(
		module,
		datapoint,
		params,
		connected === true && ! ( limited && outsideLimits( limits ) )
	);
	return { ...state, connected, limits: limited ? limits : undefined };
}
