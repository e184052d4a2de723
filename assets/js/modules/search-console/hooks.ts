/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDatapoint } from '../common/hooks/use-datapoint';
import type { MatchedSite } from './types';

/**
 * The user's Search Console properties that cover this site, best first.
 * Read past the cache: properties and permissions change at Google (a
 * property added or verified there must show when the user comes back).
 */
export function useMatchedSites() {
	return useDatapoint< MatchedSite[] >(
		'search-console',
		'matched-sites',
		{},
		{ useCache: false }
	);
}

/**
 * How a property reads for a person: a domain property by its domain.
 *
 * @param propertyID `https://example.org/` or `sc-domain:example.org`.
 */
export function propertyLabel( propertyID: string ): string {
	if ( propertyID.startsWith( 'sc-domain:' ) ) {
		return sprintf(
			/* translators: %s: domain name */
			__( '%s (domain property)', 'google-site-kit' ),
			propertyID.slice( 'sc-domain:'.length )
		);
	}
	return propertyID;
}

/**
 * The Search Console address of a property.
 *
 * @param propertyID Property.
 */
export function propertyOverviewURL( propertyID: string ): string {
	return `https://search.google.com/search-console?resource_id=${ encodeURIComponent(
		propertyID
	) }`;
}
