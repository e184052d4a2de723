/**
 * The GA4 report of an Analytics key-metric tile, read with params built from the tile's date range (tiles that
 * can share a report build the same params: `figures.ts`).
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useTileReport } from '../../../../widgets/common/tile-report';
import type { GA4Report } from '../../report';

/**
 * The GA4 report of a tile, read with params built from the date range.
 *
 * @param build  Params from the date range.
 * @param range  Date range.
 * @param extras Further inputs of the params.
 */
export function useGA4Tile(
	build: ( dateRange: string ) => Record< string, unknown >,
	range: string,
	extras: unknown[] = []
) {
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo( () => build( range ), [ range, ...extras ] );
	return useTileReport< GA4Report >( 'analytics', 'report', params );
}
