/**
 * The network overview's "Download CSV" (a chunk of its own, loaded on the first click): every site matching the
 * search and the refused filter, all pages, read again from the list route (figures from the server's cache) with the figures the page
 * read lazily on top, written by util/csv.ts (RFC 4180, BOM, formula guard) with raw figures, and saved the way
 * the widgets' CSV files are.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { get } from '../../api';
import { getBaseData } from '../../api/base-data';
import type {
	NetworkSite,
	SiteFigures,
	SitesPage,
} from '../../datastore/network';
import { csvFileName, toCsv, type CsvCell } from '../../util/csv';
import { getDateRangeDates } from '../../util/dates';
import { saveCsvFile } from '../../widgets/common/csv-download';
import { columnLabel, stateLabel } from './labels';

/** The most sites the list route gives per request. */
const PER_PAGE = 100;

/** What the overview shows: its search, and whether only the sites where Google refused access. */
export interface SitesFilter {
	search: string;
	refused: boolean;
}

/**
 * Every site matching the overview's filter, all pages, by name.
 *
 * @param filter         The filter.
 * @param filter.search  The search.
 * @param filter.refused Only the sites where Google refused access.
 */
export async function allSites( {
	search,
	refused,
}: SitesFilter ): Promise< NetworkSite[] > {
	const sites: NetworkSite[] = [];
	for ( let page = 1; ; page++ ) {
		const answer = await get< SitesPage >(
			'core',
			'network',
			'sites',
			{
				page,
				perPage: PER_PAGE,
				search: search.trim(),
				orderby: 'name',
				order: 'asc',
				...( refused ? { refused: true } : {} ),
			},
			{ useCache: false }
		);
		sites.push( ...answer.sites );
		if ( answer.sites.length < PER_PAGE || sites.length >= answer.total ) {
			return sites;
		}
	}
}

/**
 * The file's header row and rows.
 *
 * @param sites  The sites.
 * @param loaded The figures read lazily, by site ID.
 */
export function networkTable(
	sites: NetworkSite[],
	loaded: ( siteID: number ) => SiteFigures | undefined
): { columns: string[]; rows: CsvCell[][] } {
	const columns = [
		columnLabel( 'name' ),
		__( 'URL', 'google-site-kit' ),
		columnLabel( 'state' ),
		__( 'Services', 'google-site-kit' ),
		__( 'Owner', 'google-site-kit' ),
		columnLabel( 'visitors' ),
		columnLabel( 'clicks' ),
		columnLabel( 'earnings' ),
		__( 'Currency', 'google-site-kit' ),
		__( 'Google access refused', 'google-site-kit' ),
	];
	const rows = sites.map( ( site ): CsvCell[] => {
		const figures = loaded( site.id ) || site.figures;
		const known = ( name: 'visitors' | 'clicks' | 'earnings' ) =>
			! figures.pending.includes( name ) && ! figures.errors?.[ name ];
		return [
			site.name,
			site.url,
			stateLabel( site.state ),
			site.services.map( ( service ) => service.name ).join( ', ' ),
			site.owner?.name ?? '',
			known( 'visitors' ) ? figures.visitors : null,
			known( 'clicks' ) ? figures.clicks : null,
			known( 'earnings' ) ? figures.earnings?.value : null,
			known( 'earnings' ) ? figures.earnings?.currency : null,
			site.refused.map( ( user ) => user.name ).join( ', ' ),
		];
	} );
	return { columns, rows };
}

/**
 * Reads every matching site and saves the file.
 *
 * @param filter The overview's filter.
 * @param loaded The figures read lazily, by site ID.
 */
export async function downloadNetworkCsv(
	filter: SitesFilter,
	loaded: ( siteID: number ) => SiteFigures | undefined
): Promise< void > {
	const { search } = filter;
	const table = networkTable( await allSites( filter ), loaded );
	const { networkName, siteName, homeURL } = getBaseData();
	const dates = getDateRangeDates( 'last-28-days' );
	saveCsvFile(
		csvFileName( {
			site: networkName || siteName,
			siteURL: homeURL,
			name: [ 'sites', search.trim(), filter.refused ? 'refused' : '' ]
				.filter( Boolean )
				.join( '-' ),
			startDate: dates.startDate,
			endDate: dates.endDate,
		} ),
		toCsv( table.columns, table.rows )
	);
}
