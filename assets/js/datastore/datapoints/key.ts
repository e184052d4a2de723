/**
 * The keys of module datapoint reads in `core/datapoints`.
 */

/**
 * Internal dependencies
 */
import type { QueryParams } from '../../api/types';
import { stableKey } from '../shared/utils';

/**
 * The key of a module datapoint read in the store.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function datapointKey(
	slug: string,
	datapoint: string,
	params: QueryParams
): string {
	return `${ slug }::${ datapoint }::${ stableKey( params ) }`;
}

/**
 * The start of every key of one datapoint, whatever its params.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 */
export function keyPrefix( slug: string, datapoint: string ): string {
	return `${ slug }::${ datapoint }::`;
}
