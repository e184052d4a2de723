/**
 * Internal dependencies
 */
import { getBatched } from '../../api/batch';
import { toAPIError } from '../../api/errors';
import type { Thunk } from '../types';
import {
	receiveReport,
	receiveReportError,
	type ReportsAction,
} from './actions';
import { reportKey } from './key';
import type * as reportsSelectors from './selectors';
import type { ReportParams } from './types';

function getReport(
	slug: string,
	datapoint: string,
	params: ReportParams = {}
): Thunk< ReportsAction, typeof reportsSelectors > {
	return async ( { dispatch } ) => {
		const key = reportKey( slug, datapoint, params );
		try {
			const { value, stale } = await getBatched(
				slug,
				datapoint,
				params
			);
			dispatch( receiveReport( key, { value, stale } ) );
		} catch ( error ) {
			dispatch( receiveReportError( key, toAPIError( error ) ) );
		}
	};
}

export const resolvers = { getReport };
