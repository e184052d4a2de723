/**
 * PO files: a catalogue written as a .pot (or a .po when its entries carry translations), and a .po read back.
 */

/** @typedef {import('./gettext.mjs').Entry} Entry */

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
