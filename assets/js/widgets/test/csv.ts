/**
 * Test helper: clicks a "Download CSV" button and catches the file the browser would save (the Blob handed to
 * `URL.createObjectURL` and the `<a download>` clicked), as bytes and as text.
 */

/**
 * External dependencies
 */
import { fireEvent, waitFor } from '@testing-library/react';

export interface CaughtCsv {
	/** The file name of the `<a download>`. */
	name: string;
	/** The file's MIME type. */
	type: string;
	/** The file's bytes. */
	bytes: Uint8Array;
	/** The bytes read as UTF-8, the BOM kept. */
	text: string;
	/** The records, split on CRLF (the last, empty one dropped), the BOM removed. */
	lines: string[];
}

/**
 * The bytes of a Blob (jsdom's Blob has no arrayBuffer()).
 *
 * @param blob The Blob.
 */
function bytesOf( blob: Blob ): Promise< Uint8Array > {
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () =>
			resolve( new Uint8Array( reader.result as ArrayBuffer ) );
		reader.onerror = () => reject( reader.error );
		reader.readAsArrayBuffer( blob );
	} );
}

/**
 * Clicks the button and returns the file it saves.
 *
 * @param button The "Download … as CSV" button.
 */
export async function downloadCsvFrom(
	button: HTMLElement
): Promise< CaughtCsv > {
	let blob: Blob | undefined;
	let name = '';
	const created = URL.createObjectURL;
	const revoked = URL.revokeObjectURL;
	URL.createObjectURL = ( object: Blob | MediaSource ) => {
		blob = object as Blob;
		return 'blob:http://example.org/csv';
	};
	URL.revokeObjectURL = () => undefined;
	const click = jest
		.spyOn( HTMLAnchorElement.prototype, 'click' )
		.mockImplementation( function ( this: HTMLAnchorElement ) {
			name = this.download;
		} );
	try {
		fireEvent.click( button );
		await waitFor( () => expect( click ).toHaveBeenCalledTimes( 1 ) );
	} finally {
		click.mockRestore();
		URL.createObjectURL = created;
		URL.revokeObjectURL = revoked;
	}
	const bytes = await bytesOf( blob as Blob );
	const text = Buffer.from( bytes ).toString( 'utf8' );
	return {
		name,
		type: ( blob as Blob ).type,
		bytes,
		text,
		lines: text
			.replace( /^\uFEFF/, '' )
			.split( '\r\n' )
			.slice( 0, -1 ),
	};
}
