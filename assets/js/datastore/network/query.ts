/**
 * Internal dependencies
 */
import { SITES_PER_PAGE } from './constants';
import type { SitesQuery } from './types';

/**
 * A query with its defaults filled in.
 *
 * @param query Part of a query.
 */
export function fullQuery( query: Partial< SitesQuery > = {} ): SitesQuery {
	return {
		page: 1,
		perPage: SITES_PER_PAGE,
		search: '',
		orderby: 'name',
		order: 'asc',
		refused: false,
		...query,
	};
}

/**
 * The query string of a query (the refused filter only when on).
 *
 * @param query The query.
 */
export function queryParams(
	query: Partial< SitesQuery >
): Record< string, string | number | boolean > {
	const { refused, ...full } = fullQuery( query );
	return {
		...full,
		search: full.search.trim(),
		...( refused ? { refused: true } : {} ),
	};
}

/**
 * The key a page of the list is kept under.
 *
 * @param query The query.
 */
export function queryKey( query: Partial< SitesQuery > ): string {
	const full = fullQuery( query );
	return [
		full.page,
		full.perPage,
		full.orderby,
		full.order,
		full.refused ? 'refused' : 'all',
		full.search.trim(),
	].join( '|' );
}
