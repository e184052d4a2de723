/**
 * Google API Discovery documents (https://developers.google.com/discovery/v1/reference/apis): loading a folder of
 * them and finding the method a request path belongs to (httpMethod + servicePath + flatPath/path).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A JSON schema in Discovery's dialect (a subset of JSON Schema draft 3). */
export interface Schema {
	id?: string;
	$ref?: string;
	type?:
		| 'object'
		| 'array'
		| 'string'
		| 'integer'
		| 'number'
		| 'boolean'
		| 'any'
		| 'null';
	format?: string;
	enum?: string[];
	items?: Schema;
	properties?: Record< string, Schema >;
	additionalProperties?: Schema;
	readOnly?: boolean;
	pattern?: string;
	repeated?: boolean;
	required?: boolean;
	location?: 'query' | 'path';
}

export interface Method {
	id: string;
	httpMethod: string;
	path: string;
	flatPath?: string;
	parameters?: Record< string, Schema >;
	request?: { $ref: string };
	response?: { $ref: string };
}

interface Resource {
	methods?: Record< string, Method >;
	resources?: Record< string, Resource >;
}

export interface DiscoveryDoc extends Resource {
	name: string;
	version: string;
	revision: string;
	rootUrl: string;
	servicePath: string;
	parameters?: Record< string, Schema >;
	schemas: Record< string, Schema >;
}

/** One method with what it takes to match a request to it. */
export interface MethodEntry {
	doc: DiscoveryDoc;
	method: Method;
	/** The emulator path it answers on: `/<host>/<servicePath><flatPath>`, as a regular expression. */
	pattern: RegExp;
	/** Literal characters of the template: the most specific of several matching templates wins. */
	literal: number;
}

export interface Catalogue {
	docs: DiscoveryDoc[];
	methods: MethodEntry[];
}

/**
 * Hosts an API also answers on besides its Discovery `rootUrl` (the emulator serves both).
 * Site Verification's newer endpoint is documented at siteverification.googleapis.com/$discovery/rest?version=v1.
 */
const HOST_ALIASES: Record< string, string[] > = {
	'siteVerification.v1': [ 'siteverification.googleapis.com' ],
};

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * A path template as a regular expression: `{x}` is one segment, `{+x}` any run of characters (RFC 6570 reserved
 * expansion).
 * @param template
 */
export function templatePattern( template: string ): string {
	return template
		.split( /(\{\+?[^}]+\})/ )
		.map( ( part ) => {
			if ( part.startsWith( '{+' ) ) {
				return '(.+?)';
			}
			if ( part.startsWith( '{' ) ) {
				return '([^/]+?)';
			}
			return escapeRegExp( part );
		} )
		.join( '' );
}

function* methodsOf( resource: Resource ): Generator< Method > {
	yield* Object.values( resource.methods ?? {} );
	for ( const child of Object.values( resource.resources ?? {} ) ) {
		yield* methodsOf( child );
	}
}

function entries( doc: DiscoveryDoc ): MethodEntry[] {
	const key = `${ doc.name }.${ doc.version }`;
	const hosts = [
		new URL( doc.rootUrl ).host,
		...( HOST_ALIASES[ key ] ?? [] ),
	];
	const out: MethodEntry[] = [];
	for ( const method of methodsOf( doc ) ) {
		const template = doc.servicePath + ( method.flatPath ?? method.path );
		const hostPart = hosts.map( escapeRegExp ).join( '|' );
		out.push( {
			doc,
			method,
			pattern: new RegExp(
				`^/(?:${ hostPart })/${ templatePattern( template ) }$`
			),
			literal: template.replace( /\{[^}]+\}/g, '' ).length,
		} );
	}
	return out;
}

/**
 * Reads every `*.json` Discovery document of a folder.
 * @param dir
 */
export function loadCatalogue( dir: string ): Catalogue {
	const docs = fs
		.readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.json' ) )
		.sort()
		.map(
			( f ) =>
				JSON.parse(
					fs.readFileSync( path.join( dir, f ), 'utf8' )
				) as DiscoveryDoc
		);
	return { docs, methods: docs.flatMap( entries ) };
}

/**
 * The Discovery method of an emulator request (`/<host>/<path>`, still percent-encoded), or null.
 * @param catalogue
 * @param httpMethod
 * @param requestPath
 */
export function findMethod(
	catalogue: Catalogue,
	httpMethod: string,
	requestPath: string
): MethodEntry | null {
	const verb = httpMethod === 'HEAD' ? 'GET' : httpMethod;
	let best: MethodEntry | null = null;
	for ( const entry of catalogue.methods ) {
		if (
			entry.method.httpMethod === verb &&
			entry.pattern.test( requestPath ) &&
			( ! best || entry.literal > best.literal )
		) {
			best = entry;
		}
	}
	return best;
}

/**
 * The values of a method's path parameters in a request path (decoded), by parameter name.
 * @param entry
 * @param requestPath
 */
export function pathParameters(
	entry: MethodEntry,
	requestPath: string
): Record< string, string > {
	const template = entry.doc.servicePath + entry.method.path;
	const names = [ ...template.matchAll( /\{\+?([^}]+)\}/g ) ].map(
		( m ) => m[ 1 ]
	);
	const match = new RegExp(
		`^/[^/]+/${ templatePattern( template ) }$`
	).exec( requestPath );
	const out: Record< string, string > = {};
	names.forEach( ( name, i ) => {
		const raw = match?.[ i + 1 ];
		if ( raw !== undefined ) {
			try {
				out[ name ] = decodeURIComponent( raw );
			} catch {
				out[ name ] = raw;
			}
		}
	} );
	return out;
}

/**
 * A schema by id, or null.
 * @param doc
 * @param id
 */
export function schemaById( doc: DiscoveryDoc, id: string ): Schema | null {
	return doc.schemas[ id ] ?? null;
}
