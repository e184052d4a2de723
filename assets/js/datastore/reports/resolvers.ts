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

/** A refresh of the authentication state under way, shared by the reports that failed together. */
let refreshing: Promise< unknown > | null = null;

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
			// Google refused the sign-in: read the state again so the auth error banner shows now.
			if (
				apiError.data?.status === 401 &&
				apiError.data?.reconnectURL &&
				! registry.select( userStore ).getAuthError()
			) {
				refreshing =
					refreshing ??
					registry
						.dispatch( userStore )
						.refreshAuthentication()
						.finally( () => {
							refreshing = null;
						} );
			}
		}
	};
}

export const resolvers = { getReport };
