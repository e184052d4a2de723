/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { reportKey } from './key';
import type { ReportParams, ReportsState } from './types';

/**
 * A report's value: undefined while loading (or after an error), then Google's data as the datapoint shapes it.
 *
 * @param state     Store state.
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function getReport(
	state: ReportsState,
	slug: string,
	datapoint: string,
	params: ReportParams = {}
): unknown {
	return state.reports[ reportKey( slug, datapoint, params ) ]?.value;
}

/**
 * The error that reading a report ended with, if any.
 *
 * @param state     Store state.
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function getReportError(
	state: ReportsState,
	slug: string,
	datapoint: string,
	params: ReportParams = {}
): APIError | undefined {
	return state.errors[ reportKey( slug, datapoint, params ) ];
}

/**
 * When the report is the server's last good answer (the provider failing now): since when, and why.
 *
 * @param state     Store state.
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function getReportStaleInfo(
	state: ReportsState,
	slug: string,
	datapoint: string,
	params: ReportParams = {}
) {
	return state.reports[ reportKey( slug, datapoint, params ) ]?.stale;
}

/**
 * Whether a report read on this page found that Google refused the sign-in the data comes from (served stale,
 * or failed, with `oauth_token_error`).
 *
 * @param state Store state.
 */
export function hasRefusedSignIn( state: ReportsState ): boolean {
	return (
		Object.values( state.reports ).some(
			( entry ) => entry.stale?.code === 'oauth_token_error'
		) ||
		Object.values( state.errors ).some(
			( error ) => error.code === 'oauth_token_error'
		)
	);
}
