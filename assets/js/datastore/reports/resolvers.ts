/**
 * Internal dependencies
 */
import { getBatched } from '../../api/batch';
import { isPermissionScopeError, toAPIError } from '../../api/errors';
import type { Thunk } from '../types';
import { userStore } from '../user';
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
	return async ( { dispatch, registry } ) => {
		const key = reportKey( slug, datapoint, params );
		try {
			const { value, stale } = await getBatched(
				slug,
				datapoint,
				params
			);
			dispatch( receiveReport( key, { value, stale } ) );
		} catch ( error ) {
			const apiError = toAPIError( error );
			dispatch( receiveReportError( key, apiError ) );
			// The widget hides this error: the permissions modal asks for the scopes.
			if ( isPermissionScopeError( apiError ) ) {
				registry
					.dispatch( userStore )
					.setPermissionScopeError( apiError );
			}
		}
	};
}

export const resolvers = { getReport };
