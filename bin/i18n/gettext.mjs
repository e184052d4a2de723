/**
 * Gettext entries for Site Kit: the text domain, where each gettext function keeps its string, plural, context and
 * domain, the entry a call makes, and merging entries into one per string. Files: bin/i18n/po.mjs (.pot/.po),
 * bin/i18n/mo.mjs (.mo and the Jed JSON of scripts).
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
