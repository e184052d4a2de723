/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import type { Thunk } from '../types';
import type { ReportEntry, ReportParams } from './types';
import { reportKey } from './key';
import type * as reportsSelectors from './selectors';

export function receiveReport( key: string, entry: ReportEntry ) {
	return { type: 'RECEIVE_REPORT' as const, key, entry };
}

export function receiveReportError( key: string, error: APIError ) {
	return { type: 'RECEIVE_REPORT_ERROR' as const, key, error };
}

export function forgetReport( key: string ) {
	return { type: 'FORGET_REPORT' as const, key };
}

export function forgetAllReports() {
	return { type: 'FORGET_ALL_REPORTS' as const };
}

export type ReportsAction = ReturnType<
	| typeof receiveReport
	| typeof receiveReportError
	| typeof forgetReport
	| typeof forgetAllReports
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
	return async ( { dispatch } ) => {
		dispatch( forgetReport( reportKey( slug, datapoint, params ) ) );
		await dispatch.invalidateResolution( 'getReport', [
			slug,
			datapoint,
			params,
		] );
	};
}

/**
 * A new site day in a page left open: every report is read again. Named ranges ("last-28-days") now mean other dates
 * (their browser cache ended at the site's midnight, and the server's key holds the day); custom ranges come back from
 * the browser cache without a request.
 */
export function renewReports(): Thunk<
	ReportsAction,
	typeof reportsSelectors
> {
	return async ( { dispatch } ) => {
		dispatch( forgetAllReports() );
		await dispatch.invalidateResolutionForStoreSelector( 'getReport' );
	};
}

export const actions = {
	receiveReport,
	receiveReportError,
	forgetReport,
	forgetAllReports,
	retryReport,
	renewReports,
};
