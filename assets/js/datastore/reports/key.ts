/**
 * Internal dependencies
 */
import { stableQueryString } from '../../api/cache';
import type { ReportParams } from './types';

/**
 * The key of a report in the store.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function reportKey(
	slug: string,
	datapoint: string,
	params: ReportParams = {}
): string {
	return `${ slug }::${ datapoint }::${ stableQueryString( params ) }`;
}
