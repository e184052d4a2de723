/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../api/batch';
import type { APIError, QueryParams } from '../../api/types';

export interface ReportEntry {
	value: unknown;
	/** Set when the server answered its last good value because the provider failed. */
	stale?: StaleInfo;
}

export interface ReportsState {
	/** By report key (module, datapoint, params). */
	reports: Record< string, ReportEntry >;
	errors: Record< string, APIError >;
}

export type ReportParams = QueryParams;
