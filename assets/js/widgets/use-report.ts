/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { StaleInfo } from '../api/batch';
import type { APIError, QueryParams } from '../api/types';
import { reportsStore } from '../datastore/reports';

export interface ReportState< T > {
	/** The report; undefined while loading or after an error. */
	report: T | undefined;
	error: APIError | undefined;
	/** Set when the report is the server's last good answer. */
	stale: StaleInfo | undefined;
	loading: boolean;
	/** Reads the report again. */
	retry: () => void;
}

/**
 * Reads a module report through the batch endpoint.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params (keep the object stable, e.g. with useMemo).
 * @param enabled   Whether to read at all (false skips the request).
 */
export function useReport< T >(
	slug: string,
	datapoint: string,
	params: QueryParams,
	enabled = true
): ReportState< T > {
	const { report, error, stale } = useSelect(
		( select ) => {
			if ( ! enabled ) {
				return {
					report: undefined,
					error: undefined,
					stale: undefined,
				};
			}
			const store = select( reportsStore );
			return {
				report: store.getReport( slug, datapoint, params ) as
					| T
					| undefined,
				error: store.getReportError( slug, datapoint, params ),
				stale: store.getReportStaleInfo( slug, datapoint, params ),
			};
		},
		[ slug, datapoint, params, enabled ]
	);
	const { retryReport } = useDispatch( reportsStore );
	const retry = useCallback( () => {
		retryReport( slug, datapoint, params );
	}, [ retryReport, slug, datapoint, params ] );
	return {
		report,
		error,
		stale,
		loading: enabled && report === undefined && ! error,
		retry,
	};
}
