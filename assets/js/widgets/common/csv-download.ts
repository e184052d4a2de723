/**
 * Makes and downloads a widget's CSV file (a chunk of its own, loaded when a "Download CSV" button is clicked):
 * the rows the widget handed over, serialised by `util/csv.ts`, named after the site, page, range and compare
 * period, and saved through a Blob URL and an `<a download>`. No request is made.
 */

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { csvFileName, toCsv } from '../../util/csv';
import { getDateRangeDates } from '../../util/dates';
import type { CsvExport } from './csv-export';
import { tableOf } from './csv-tables';

/**
 * The file of an export: its name and its text.
 *
 * @param csv The widget's export.
 */
export function csvFile( csv: CsvExport ): { name: string; text: string } {
	const dates = getDateRangeDates( csv.dateRange );
	const table = tableOf( csv.table, dates );
	const { siteName, homeURL } = getBaseData();
	const compare = dates.compare !== 'none';
	return {
		name: csvFileName( {
			site: siteName,
			siteURL: homeURL,
			page: csv.entityURL,
			name: csv.name,
			startDate: dates.startDate,
			endDate: dates.endDate,
			...( compare
				? {
						compareStartDate: dates.compareStartDate,
						compareEndDate: dates.compareEndDate,
				  }
				: {} ),
		} ),
		text: toCsv( table.columns, table.rows ),
	};
}

/**
 * Saves the export as a file.
 *
 * @param csv The widget's export.
 */
export function downloadCsv( csv: CsvExport ): void {
	const file = csvFile( csv );
	saveCsvFile( file.name, file.text );
}

/**
 * Saves CSV text as a file (also the network overview's list, `components/NetworkOverview/network-csv.ts`).
 *
 * @param name The file's name.
 * @param text The file's text (util/csv.ts's toCsv()).
 */
export function saveCsvFile( name: string, text: string ): void {
	// A string in a Blob is written as UTF-8: the BOM becomes EF BB BF.
	const url = URL.createObjectURL(
		new Blob( [ text ], { type: 'text/csv;charset=utf-8' } )
	);
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = name;
	link.hidden = true;
	document.body.appendChild( link );
	link.click();
	link.remove();
	// Some browsers read the Blob after the click returns: let them.
	window.setTimeout( () => URL.revokeObjectURL( url ), 30000 );
}
