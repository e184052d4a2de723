/**
 * Gettext files for Site Kit: the catalogue entries the extractor finds, written as
 * a .pot; a translated .po read back and compiled to the .mo PHP loads and to the
 * Jed 1.x JSON that WordPress hands to @wordpress/i18n (load_script_textdomain()).
 */

export const TEXT_DOMAIN = 'google-site-kit';

/**
 * @typedef {Object} Entry
 * @property {string}   [context]      msgctxt.
 * @property {string}   msgid          Source string.
 * @property {string}   [plural]       msgid_plural.
 * @property {string[]} references     "file:line" where it is used.
 * @property {string[]} comments       Comments for translators (#.).
 * @property {string[]} [translations] msgstr (one per plural form) once translated.
 */

/**
 * Where each gettext function keeps its string, plural, context and domain.
 * The numbers are argument positions.
 */
export const PHP_KEYWORDS = {
	__: { msgid: 0, domain: 1 },
	_e: { msgid: 0, domain: 1 },
	esc_html__: { msgid: 0, domain: 1 },
	esc_html_e: { msgid: 0, domain: 1 },
	esc_attr__: { msgid: 0, domain: 1 },
	esc_attr_e: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_ex: { msgid: 0, context: 1, domain: 2 },
	esc_html_x: { msgid: 0, context: 1, domain: 2 },
	esc_attr_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
	_n_noop: { msgid: 0, plural: 1, domain: 2 },
	_nx_noop: { msgid: 0, plural: 1, context: 2, domain: 3 },
};

export const JS_KEYWORDS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/**
 * Turns a call's literal arguments into an entry, or null when it is not one of ours.
 *
 * @param {Object}           spec     Keyword spec (PHP_KEYWORDS / JS_KEYWORDS).
 * @param {Array<?string>}   args     Literal arguments (null for anything else).
 * @param {string}           ref      "file:line".
 * @param {string[]}         comments Comment texts near the call.
 * @param {(m:string)=>void} [warn]   Told about calls that cannot be extracted.
 * @return {?Entry} The entry.
 */
export function entryFromCall( spec, args, ref, comments, warn = () => {} ) {
	if ( args[ spec.domain ] !== TEXT_DOMAIN ) {
		// Another domain (WordPress core's, a dependency's) or none: not ours.
		if ( args.length > spec.domain && args[ spec.domain ] === null ) {
			warn( `${ ref }: the text domain is not a literal string` );
		}
		return null;
	}
	const fields = [ 'msgid', 'plural', 'context' ].filter(
		( field ) => field in spec
	);
	for ( const field of fields ) {
		if ( typeof args[ spec[ field ] ] !== 'string' ) {
			warn( `${ ref }: the ${ field } is not a literal string` );
			return null;
		}
	}
	if ( args[ spec.msgid ] === '' ) {
		warn( `${ ref }: empty string` );
		return null;
	}
	const entry = {
		msgid: args[ spec.msgid ],
		references: [ ref ],
		comments: translatorComments( comments ),
	};
	if ( 'context' in spec ) {
		entry.context = args[ spec.context ];
	}
	if ( 'plural' in spec ) {
		entry.plural = args[ spec.plural ];
	}
	return entry;
}

/**
 * The "translators:" comments among the comments near a call, cleaned of comment markers.
 * Only the last one counts, as the one closest to the call.
 *
 * @param {string[]} comments Raw comment texts (with or without markers).
 * @return {string[]} Zero or one comment.
 */
export function translatorComments( comments ) {
	const cleaned = comments
		.map( ( text ) =>
			text
				.replace( /^\/\*+|\*+\/$/g, '' )
				.replace( /^\/\/|^#/, '' )
				.split( '\n' )
				.map( ( line ) => line.replace( /^\s*\*?\s?/, '' ).trim() )
				.filter( Boolean )
				.join( ' ' )
				.trim()
		)
		.filter( ( text ) => /^translators:/i.test( text ) );
	return cleaned.length ? [ cleaned[ cleaned.length - 1 ] ] : [];
}

/**
 * The key of a message: its msgid, after its context and an EOT when it has one.
 *
 * @param {Entry} entry Entry.
 * @return {string} Key.
 */
export const messageKey = ( entry ) =>
	entry.context === undefined
		? entry.msgid
		: `${ entry.context }\u0004${ entry.msgid }`;

/**
 * Merges entries with the same context and msgid, keeping the first one's order.
 *
 * @param {Entry[]} entries Entries in source order.
 * @return {Entry[]} One entry per string.
 */
export function mergeEntries( entries ) {
	const merged = new Map();
	for ( const entry of entries ) {
		const existing = merged.get( messageKey( entry ) );
		if ( ! existing ) {
			merged.set( messageKey( entry ), {
				...entry,
				references: [ ...entry.references ],
				comments: [ ...entry.comments ],
			} );
			continue;
		}
		for ( const ref of entry.references ) {
			if ( ! existing.references.includes( ref ) ) {
				existing.references.push( ref );
			}
		}
		for ( const comment of entry.comments ) {
			if ( ! existing.comments.includes( comment ) ) {
				existing.comments.push( comment );
			}
		}
		existing.plural ??= entry.plural;
	}
	return [ ...merged.values() ];
}

/**
 * A string as PO quoted lines.
 *
 * @param {string} keyword msgid, msgstr, …
 * @param {string} value   The string.
 * @return {string} One or more lines.
 */
function poString( keyword, value ) {
	const escape = ( s ) =>
		s
			.replace( /\\/g, '\\\\' )
			.replace( /"/g, '\\"' )
			.replace( /\t/g, '\\t' )
			.replace( /\r/g, '\\r' )
			.replace( /\n/g, '\\n' );
	const parts = value.split( /(?<=\n)/ );
	if ( parts.length < 2 ) {
		return `${ keyword } "${ escape( value ) }"`;
	}
	return [
		`${ keyword } ""`,
		...parts.map( ( part ) => `"${ escape( part ) }"` ),
	].join( '\n' );
}

/**
 * Writes a catalogue: a .pot when the entries carry no translations, a .po otherwise.
 *
 * @param {Entry[]}                entries Entries.
 * @param {Record<string, string>} headers Header fields, in order.
 * @param {string[]}               [intro] Comment lines at the top.
 * @return {string} File contents.
 */
export function writePo( entries, headers, intro = [] ) {
	const blocks = [
		[
			...intro.map( ( line ) => `# ${ line }`.trimEnd() ),
			'msgid ""',
			'msgstr ""',
			...Object.entries( headers ).map(
				( [ name, value ] ) =>
					`"${ `${ name }: ${ value }`.replace(
						/["\\]/g,
						'\\$&'
					) }\\n"`
			),
		].join( '\n' ),
	];
	for ( const entry of entries ) {
		const lines = [
			...entry.comments.map( ( comment ) => `#. ${ comment }` ),
			...( entry.references.length
				? [ `#: ${ entry.references.join( ' ' ) }` ]
				: [] ),
		];
		if (
			/%(\d+\$)?[-+ 0#']*\d*(\.\d+)?[sdf]/.test(
				entry.msgid + ( entry.plural ?? '' )
			)
		) {
			lines.push(
				entry.references.some( ( ref ) => /\.php:/.test( ref ) )
					? '#, php-format'
					: '#, javascript-format'
			);
		}
		if ( entry.context !== undefined ) {
			lines.push( poString( 'msgctxt', entry.context ) );
		}
		lines.push( poString( 'msgid', entry.msgid ) );
		const translations = entry.translations ?? [];
		if ( entry.plural !== undefined ) {
			lines.push( poString( 'msgid_plural', entry.plural ) );
			const forms = translations.length ? translations : [ '', '' ];
			forms.forEach( ( form, i ) =>
				lines.push( poString( `msgstr[${ i }]`, form ) )
			);
		} else {
			lines.push( poString( 'msgstr', translations[ 0 ] ?? '' ) );
		}
		blocks.push( lines.join( '\n' ) );
	}
	return blocks.join( '\n\n' ) + '\n';
}

/**
 * Reads a .po (or .pot) file.
 *
 * @param {string} text File contents.
 * @return {{headers: Record<string, string>, entries: Entry[]}} Its header and entries (the header entry left out).
 */
export function parsePo( text ) {
	const entries = [];
	let headers = {};
	let current = null;
	let field = null;

	const unquote = ( quoted ) =>
		JSON.parse( quoted.replace( /\\(?!["\\ntr])/g, '\\\\' ) );

	const finish = () => {
		if ( ! current ) {
			return;
		}
		if ( current.msgid === '' && current.context === undefined ) {
			headers = Object.fromEntries(
				( current.translations[ 0 ] ?? '' )
					.split( '\n' )
					.filter( ( line ) => line.includes( ':' ) )
					.map( ( line ) => {
						const colon = line.indexOf( ':' );
						return [
							line.slice( 0, colon ).trim(),
							line.slice( colon + 1 ).trim(),
						];
					} )
			);
		} else if ( current.msgid !== undefined ) {
			entries.push( current );
		}
		current = null;
		field = null;
	};
	const start = () => {
		if ( ! current || current.msgid !== undefined ) {
			finish();
			current = { references: [], comments: [], translations: [] };
		}
	};

	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.trim();
		if ( line === '' ) {
			finish();
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			start();
			if ( line.startsWith( '#:' ) ) {
				current.references.push(
					...line.slice( 2 ).trim().split( /\s+/ ).filter( Boolean )
				);
			} else if ( line.startsWith( '#.' ) ) {
				current.comments.push( line.slice( 2 ).trim() );
			}
			continue;
		}
		const match = line.match(
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/
		);
		if ( match ) {
			if ( match[ 1 ] === 'msgctxt' || match[ 1 ] === 'msgid' ) {
				start();
			}
			const value = unquote( match[ 3 ] );
			if ( match[ 1 ] === 'msgctxt' ) {
				current.context = value;
				field = [ 'context' ];
			} else if ( match[ 1 ] === 'msgid' ) {
				current.msgid = value;
				field = [ 'msgid' ];
			} else if ( match[ 1 ] === 'msgid_plural' ) {
				current.plural = value;
				field = [ 'plural' ];
			} else {
				const index = Number( match[ 2 ] ?? 0 );
				current.translations[ index ] = value;
				field = [ 'translations', index ];
			}
			continue;
		}
		if ( line.startsWith( '"' ) && current && field ) {
			const value = unquote( line );
			if ( field[ 0 ] === 'translations' ) {
				current.translations[ field[ 1 ] ] += value;
			} else {
				current[ field[ 0 ] ] += value;
			}
			continue;
		}
		throw new Error( `Cannot read this .po line: ${ raw }` );
	}
	finish();
	return { headers, entries };
}

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
