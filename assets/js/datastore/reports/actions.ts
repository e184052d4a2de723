/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import type { Thunk } from '../types';
import type { ReportEntry, ReportParams } from './types';
import { reportKey } from './key';
import type * as reportsSelectors from './selectors';
// A cycle with index.ts, used only at run time inside the thunk below.

import { reportsStore } from './index';

export function receiveReport( key: string, entry: ReportEntry ) {
	return { type: 'RECEIVE_REPORT' as const, key, entry };
}

export function receiveReportError( key: string, error: APIError ) {
	return { type: 'RECEIVE_REPORT_ERROR' as const, key, error };
}

export function forgetReport( key: string ) {
	return { type: 'FORGET_REPORT' as const, key };
}

export type ReportsAction = ReturnType<
	typeof receiveReport | typeof receiveReportError | typeof forgetReport
>;

/**
 * Reads a report again (the error state's Retry): forgets it, so its resolver runs anew.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function retryReport(
	slug: string,
	datapoint: string,
	params: ReportParams = {}
): Thunk< ReportsAction, typeof reportsSelectors > {
	return async ( { dispatch, registry } ) => {
		dispatch( forgetReport( reportKey( slug, datapoint, params ) ) );
		await registry
			.dispatch( reportsStore )
			.invalidateResolution( 'getReport', [ slug, datapoint, params ] );
	};
}

export const actions = {
	receiveReport,
	receiveReportError,
	forgetReport,
	retryReport,
};
