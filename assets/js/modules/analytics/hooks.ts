/**
 * Internal dependencies
 */
import { useDatapoint } from '../common/hooks/use-datapoint';
import type { AccountSummary, WebDataStream } from './types';

const NUMERIC = /^\d+$/;

/**
 * The user's Analytics accounts with their GA4 properties.
 */
export function useAccountSummaries() {
	return useDatapoint< AccountSummary[] >(
		'analytics',
		'account-summaries',
		{}
	);
}

/**
 * The web data streams of a GA4 property; nothing is read for a property that
 * does not exist yet (or a legacy one).
 *
 * @param propertyID Property ID.
 */
export function useWebDataStreams( propertyID: string | undefined ) {
	return useDatapoint< WebDataStream[] >(
		'analytics',
		'webdatastreams',
		propertyID && NUMERIC.test( propertyID ) ? { propertyID } : null
	);
}
