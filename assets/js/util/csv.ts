/**
 * CSV files of the figures a widget shows (issue 25): RFC 4180 text (fields quoted when they hold a quote, a comma
 * or a line break; CRLF between records), UTF-8 with a byte-order mark so that spreadsheet programs read the
 * accents right, and cells made safe for spreadsheets: text that a spreadsheet would take for a formula (it starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so a search query or a page title typed by
 * a stranger is shown, never run. Numbers are written raw (`1234.5`, `-12`), dates as ISO days (`2026-11-26`).
 */

/** A cell: text, a raw number, a day (written `YYYY-MM-DD`), or nothing (an empty field). */
export type CsvCell = string | number | Date | null | undefined;

/** The byte-order mark that starts the file. */
export const BOM = '\uFEFF';

/** The characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The characters that make RFC 4180 quote a field. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A text value made safe for spreadsheets: a leading `'` when it would start a formula.
 *
 * @param text Text.
 */
export function neutralise( text: string ): string {
	return FORMULA_START.test( text ) ? `'${ text }` : text;
}

/**
 * One field of a record.
 *
 * @param cell The cell.
 */
export function csvField( cell: CsvCell ): string {
	if ( cell === null || cell === undefined ) {
		return '';
	}
	if ( typeof cell === 'number' ) {
		// A number stays a number (even a negative one); NaN and infinities are no figure.
		return Number.isFinite( cell ) ? String( cell ) : '';
	}
	if ( cell instanceof Date ) {
		return Number.isNaN( cell.getTime() )
			? ''
			: cell.toISOString().slice( 0, 10 );
	}
	const text = neutralise( String( cell ) );
	return NEEDS_QUOTES.test( text )
		? `"${ text.replace( /"/g, '""' ) }"`
		: text;
}

/**
 * The whole file's text: the BOM, the header row, then one record per row, each ended by CRLF.
 *
 * @param columns The header row.
 * @param rows    The rows (each as long as the header; a shorter one gets empty fields).
 */
export function toCsv( columns: string[], rows: CsvCell[][] ): string {
	const line = ( cells: CsvCell[] ) =>
		columns.map( ( _, index ) => csvField( cells[ index ] ) ).join( ',' ) +
		'\r\n';
	return BOM + line( columns ) + rows.map( line ).join( '' );
}

/**
 * A part of a file name: lower-case ASCII letters and digits joined by single hyphens (accents dropped, camelCase
 * words split), at most `max` characters; '' when nothing is left.
 *
 * @param text Text.
 * @param max  Longest part.
 */
export function fileNamePart( text: string, max = 40 ): string {
	return text
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.replace( /([a-z0-9])([A-Z])/g, '$1-$2' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.slice( 0, max )
		.replace( /^-+|-+$/g, '' );
}

export interface CsvFileNameParts {
	/** The site's name. */
	site: string;
	/** The site's URL: its host names the file when the name has no letters a file name can keep. */
	siteURL?: string;
	/** The page of an entity dashboard (its URL or path). */
	page?: string;
	/** What is downloaded, e.g. "popular-pages". */
	name: string;
	startDate: string;
	endDate: string;
	/** The compare period; none when the user compares with nothing. */
	compareStartDate?: string;
	compareEndDate?: string;
}

/**
 * The file's name: site, page, what, range and compare period, e.g.
 * `harvest-hearth_popular-pages_2026-10-30_2026-11-26_vs_2026-10-02_2026-10-29.csv`.
 *
 * @param parts The parts.
 */
export function csvFileName( parts: CsvFileNameParts ): string {
	let page = '';
	if ( parts.page ) {
		const path = parts.page.replace( /^[a-z]+:\/\/[^/]+/i, '' );
		page = fileNamePart( path ) || 'home';
	}
	const day = ( date?: string ) =>
		/^\d{4}-\d{2}-\d{2}$/.test( date || '' ) ? ( date as string ) : '';
	const range = [ day( parts.startDate ), day( parts.endDate ) ];
	const compare = [
		day( parts.compareStartDate ),
		day( parts.compareEndDate ),
	];
	const pieces = [
		fileNamePart( parts.site ) ||
			fileNamePart(
				( parts.siteURL || '' ).replace( /^[a-z]+:\/\/(www\.)?/i, '' )
			) ||
			'site',
		page,
		fileNamePart( parts.name ) || 'data',
		...range,
		...( compare[ 0 ] && compare[ 1 ] ? [ 'vs', ...compare ] : [] ),
	];
	return pieces.filter( Boolean ).join( '_' ) + '.csv';
}
