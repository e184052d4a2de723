/**
 * What WordPress loads from a translated catalogue: the little-endian .mo PHP reads, and the Jed 1.x JSON that
 * WordPress hands to @wordpress/i18n for a script (load_script_textdomain()).
 */
import { messageKey } from './gettext.mjs';

/** @typedef {import('./gettext.mjs').Entry} Entry */

const isTranslated = ( entry ) =>
	entry.translations?.length > 0 && entry.translations.every( Boolean );

/**
 * Compiles translated entries to a little-endian .mo file (fuzzy and empty ones left out).
 *
 * @param {Entry[]}                entries Entries.
 * @param {Record<string, string>} headers Header fields.
 * @return {Buffer} The .mo file.
 */
export function compileMo( entries, headers ) {
	const messages = [
		[
			'',
			Object.entries( headers )
				.map( ( [ name, value ] ) => `${ name }: ${ value }\n` )
				.join( '' ),
		],
		...entries
			.filter( isTranslated )
			.map( ( entry ) => [
				messageKey( entry ) +
					( entry.plural !== undefined ? `\0${ entry.plural }` : '' ),
				entry.translations.join( '\0' ),
			] ),
	]
		.map( ( [ id, str ] ) => [
			Buffer.from( id, 'utf8' ),
			Buffer.from( str, 'utf8' ),
		] )
		.sort( ( a, b ) => Buffer.compare( a[ 0 ], b[ 0 ] ) );

	const count = messages.length;
	const headerSize = 28;
	const originalsTable = headerSize;
	const translationsTable = originalsTable + count * 8;
	let offset = translationsTable + count * 8;
	const tables = Buffer.alloc( offset );
	tables.writeUInt32LE( 0x950412de, 0 );
	tables.writeUInt32LE( 0, 4 );
	tables.writeUInt32LE( count, 8 );
	tables.writeUInt32LE( originalsTable, 12 );
	tables.writeUInt32LE( translationsTable, 16 );
	tables.writeUInt32LE( 0, 20 ); // No hash table.
	tables.writeUInt32LE( offset, 24 );
	const strings = [];
	for ( const column of [ 0, 1 ] ) {
		const table = column === 0 ? originalsTable : translationsTable;
		messages.forEach( ( message, i ) => {
			const bytes = message[ column ];
			tables.writeUInt32LE( bytes.length, table + i * 8 );
			tables.writeUInt32LE( offset, table + i * 8 + 4 );
			strings.push( bytes, Buffer.from( [ 0 ] ) );
			offset += bytes.length + 1;
		} );
	}
	return Buffer.concat( [ tables, ...strings ] );
}

/**
 * Reads a .mo file back (for tests and checks).
 *
 * @param {Buffer} mo The .mo file.
 * @return {Map<string, string>} Original (context\4msgid[\0plural]) to translation.
 */
export function readMo( mo ) {
	if ( mo.readUInt32LE( 0 ) !== 0x950412de ) {
		throw new Error( 'Not a little-endian .mo file' );
	}
	const count = mo.readUInt32LE( 8 );
	const originals = mo.readUInt32LE( 12 );
	const translations = mo.readUInt32LE( 16 );
	const read = ( table, i ) =>
		mo
			.subarray(
				mo.readUInt32LE( table + i * 8 + 4 ),
				mo.readUInt32LE( table + i * 8 + 4 ) +
					mo.readUInt32LE( table + i * 8 )
			)
			.toString( 'utf8' );
	const map = new Map();
	for ( let i = 0; i < count; i++ ) {
		map.set( read( originals, i ), read( translations, i ) );
	}
	return map;
}

/**
 * The Jed 1.x JSON WordPress passes to wp.i18n.setLocaleData() for one script.
 *
 * @param {Entry[]}                entries Translated entries the script uses.
 * @param {Record<string, string>} headers The .po header fields.
 * @param {string}                 locale  Locale, e.g. de_DE.
 * @return {Object} The JSON value.
 */
export function jedJson( entries, headers, locale ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: headers.Language || locale,
			'plural-forms':
				headers[ 'Plural-Forms' ] || 'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const entry of entries.filter( isTranslated ) ) {
		messages[ messageKey( entry ) ] = entry.translations;
	}
	return {
		'translation-revision-date': headers[ 'PO-Revision-Date' ] || '',
		generator: 'Site Kit bin/i18n',
		domain: 'messages',
		locale_data: { messages },
	};
}
