/**
 * Checks one request and its answer against Google's definitions: the Discovery method the path belongs to (query
 * parameters, request body, response body), Google's error envelope for error answers, or, for the OAuth endpoints
 * no Discovery document describes, the shapes of oauth-endpoints.ts.
 */
import { findMethod, type Catalogue, type MethodEntry } from './discovery';
import { validateGoogleError, validateOAuthError } from './error-envelope';
import { findPlainEndpoint, type PlainEndpoint } from './oauth-endpoints';
import { validateParameters } from './params';
import { validateValue, type Problem } from './validate';

export interface Exchange {
	method: string;
	/** Still percent-encoded, `/<host>/<path>`. */
	path: string;
	query: URLSearchParams;
	requestHeaders: Record< string, string | string[] | undefined >;
	requestBody: string;
	status: number;
	responseHeaders: Record< string, string >;
	responseBody: string;
}

export interface ExchangeReport {
	/** The Discovery method id (`analyticsdata.properties.runReport`), the endpoint's name, or null when unknown. */
	target: string | null;
	request: Problem[];
	response: Problem[];
}

function header(
	headers: Record< string, string | string[] | undefined >,
	name: string
): string {
	const value = headers[ name ] ?? headers[ name.toLowerCase() ];
	return Array.isArray( value ) ? value.join( ', ' ) : value ?? '';
}

function parseJson(
	text: string,
	where: string,
	out: Problem[]
): { value: unknown } | null {
	try {
		return { value: JSON.parse( text ) };
	} catch {
		out.push( {
			path: where,
			message: `is not JSON: ${ JSON.stringify( text.slice( 0, 80 ) ) }`,
		} );
		return null;
	}
}

function isJsonType( contentType: string ): boolean {
	return /^application\/json\b/i.test( contentType );
}

function discoveryRequest( entry: MethodEntry, ex: Exchange ): Problem[] {
	const out = validateParameters( entry, ex.path, ex.query );
	const ref = entry.method.request?.$ref;
	if ( ! ref ) {
		if ( ex.requestBody.trim() ) {
			out.push( {
				path: 'body',
				message: `is sent, but ${ entry.method.id } takes no request body`,
			} );
		}
		return out;
	}
	if ( ! isJsonType( header( ex.requestHeaders, 'content-type' ) ) ) {
		out.push( {
			path: 'body',
			message: `should be sent as application/json (${ ref })`,
		} );
	}
	const parsed = parseJson( ex.requestBody || '{}', 'body', out );
	if ( parsed ) {
		validateValue(
			entry.doc,
			{ $ref: ref },
			parsed.value,
			'body',
			'request',
			out
		);
	}
	return out;
}

function discoveryResponse( entry: MethodEntry, ex: Exchange ): Problem[] {
	const out: Problem[] = [];
	if ( ex.status >= 400 ) {
		const parsed = parseJson( ex.responseBody, '$', out );
		return parsed ? validateGoogleError( parsed.value, ex.status ) : out;
	}
	if ( ex.status < 200 || ex.status >= 300 ) {
		return [
			{
				path: 'status',
				message: `${ ex.status } is neither a success nor an error`,
			},
		];
	}
	const ref = entry.method.response?.$ref;
	if ( ! ref ) {
		if ( ex.responseBody.trim() && ex.responseBody.trim() !== '{}' ) {
			out.push( {
				path: '$',
				message: `${ entry.method.id } answers no body, but one was sent`,
			} );
		}
		return out;
	}
	if ( ! isJsonType( ex.responseHeaders[ 'content-type' ] ?? '' ) ) {
		out.push( {
			path: 'content-type',
			message: 'should be application/json',
		} );
	}
	const parsed = parseJson( ex.responseBody, '$', out );
	if ( parsed ) {
		validateValue(
			entry.doc,
			{ $ref: ref },
			parsed.value,
			'$',
			'response',
			out
		);
	}
	return out;
}

function plainRequest( endpoint: PlainEndpoint, ex: Exchange ): Problem[] {
	if ( ! endpoint.params ) {
		return [];
	}
	const names = new Set( ex.query.keys() );
	if (
		/x-www-form-urlencoded/i.test(
			header( ex.requestHeaders, 'content-type' )
		)
	) {
		new URLSearchParams( ex.requestBody ).forEach( ( _v, name ) =>
			names.add( name )
		);
	}
	return [ ...names ]
		.filter( ( name ) => ! endpoint.params?.includes( name ) )
		.map( ( name ) => ( {
			path: `params.${ name }`,
			message: `is not a parameter of ${ endpoint.name }`,
		} ) );
}

function plainResponse( endpoint: PlainEndpoint, ex: Exchange ): Problem[] {
	const type = ex.responseHeaders[ 'content-type' ] ?? '';
	const out: Problem[] = [];
	if ( ex.status >= 400 ) {
		if ( endpoint.errors === 'html' ) {
			return /^text\/html/.test( type )
				? []
				: [
						{
							path: 'content-type',
							message: 'should be an HTML error page',
						},
				  ];
		}
		const parsed = parseJson( ex.responseBody, '$', out );
		if ( parsed ) {
			return endpoint.errors === 'oauth'
				? validateOAuthError( parsed.value )
				: validateGoogleError( parsed.value, ex.status );
		}
		return out;
	}
	switch ( endpoint.kind ) {
		case 'html':
			// The authorization endpoint shows a page, or redirects straight back when nothing needs asking.
			return /^text\/html/.test( type ) || ex.status === 302
				? []
				: [
						{
							path: 'content-type',
							message: 'should be an HTML page',
						},
				  ];
		case 'redirect':
			return ex.status === 302 && ex.responseHeaders.location
				? []
				: [ { path: 'status', message: 'should be a 302 redirect' } ];
		case 'image':
			return /^image\//.test( type )
				? []
				: [ { path: 'content-type', message: 'should be an image' } ];
	}
	const parsed = parseJson( ex.responseBody, '$', out );
	if ( parsed && endpoint.response ) {
		validateValue(
			{
				name: endpoint.name,
				version: '',
				revision: '',
				rootUrl: '',
				servicePath: '',
				schemas: {},
			},
			endpoint.response,
			parsed.value,
			'$',
			'response',
			out
		);
	}
	return out;
}

/**
 * Checks an exchange; `fault` names the injected fault that produced the answer, if any (an `invalid_json` fault
 * answers a deliberately broken body, which no schema describes).
 * @param catalogue
 * @param ex
 * @param fault
 */
export function checkExchange(
	catalogue: Catalogue,
	ex: Exchange,
	fault: string | null = null
): ExchangeReport {
	const skipResponse = fault === 'invalid_json';
	const entry = findMethod( catalogue, ex.method, ex.path );
	if ( entry ) {
		return {
			target: entry.method.id,
			request: discoveryRequest( entry, ex ),
			response: skipResponse ? [] : discoveryResponse( entry, ex ),
		};
	}
	const endpoint = findPlainEndpoint( ex.method, ex.path );
	if ( endpoint ) {
		return {
			target: endpoint.name,
			request: plainRequest( endpoint, ex ),
			response: skipResponse ? [] : plainResponse( endpoint, ex ),
		};
	}
	const out: Problem[] = [];
	const parsed = skipResponse ? null : parseJson( ex.responseBody, '$', out );
	return {
		target: null,
		request: [
			{
				path: 'path',
				message: `no Google method answers ${ ex.method } ${ ex.path }`,
			},
		],
		response: parsed ? validateGoogleError( parsed.value, ex.status ) : out,
	};
}
