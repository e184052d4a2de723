/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../api/batch';
import type { APIError } from '../../api/types';
import type { ReportState } from '../use-report';

export interface CombinedState {
	/** The first error among the reports. */
	error: APIError | undefined;
	/** Reads every failed report again. */
	retry: () => void;
	/** Some report is still on its way. */
	loading: boolean;
	/** The oldest last-good answer among the reports, when the provider failed. */
	stale: StaleInfo | undefined;
}

/**
 * The state of a widget that reads several reports: it fails when one fails,
 * loads while one loads, and is stale when one is.
 *
 * @param states The reports' states.
 */
export function combineReports(
	states: Array< ReportState< unknown > >
): CombinedState {
	const failed = states.filter( ( state ) => state.error );
	const stale = states
		.map( ( state ) => state.stale )
		.filter( ( info ): info is StaleInfo => !! info )
		.sort( ( a, b ) => a.since - b.since );
	return {
		error: failed[ 0 ]?.error,
		retry: () => failed.forEach( ( state ) => state.retry() ),
		loading: states.some( ( state ) => state.loading ),
		stale: stale[ 0 ],
	};
}
