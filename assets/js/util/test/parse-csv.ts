/**
 * A reader of RFC 4180 text written for the tests (quoted fields, doubled quotes, CRLF between records), so that what
 * util/csv.ts writes is read back independently: by its jest test and by the E2E test of the downloaded files.
 */

/**
 * Reads RFC 4180 text back into records (a reader written for the test: quoted fields, doubled quotes, CRLF).
 *
 * @param text CSV text without the BOM.
 */
export function parseCsv( text: string ): string[][] {
	const records: string[][] = [];
	let record: string[] = [];
	let field = '';
	let quoted = false;
	for ( let index = 0; index < text.length; index++ ) {
		const char = text[ index ];
		if ( quoted ) {
			if ( char === '"' && text[ index + 1 ] === '"' ) {
				field += '"';
				index++;
			} else if ( char === '"' ) {
				quoted = false;
			} else {
				field += char;
			}
		} else if ( char === '"' ) {
			quoted = true;
		} else if ( char === ',' ) {
			record.push( field );
			field = '';
		} else if ( char === '\r' && text[ index + 1 ] === '\n' ) {
			record.push( field );
			records.push( record );
			record = [];
			field = '';
			index++;
		} else {
			field += char;
		}
	}
	return records;
}
