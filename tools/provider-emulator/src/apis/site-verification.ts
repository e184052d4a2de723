/**
 * Site Verification v1: getToken, webResource insert (verify), list, get, delete.
 * Verifying fetches the site over HTTP (5 s timeout) and looks for the META tag or the HTML file.
 */
import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../data/accounts';
import { sameSite } from '../data/site-urls';
import type { Emulator } from '../emulator';
import { decodeParam, jsonBody } from '../http/body';
import {
	googleError,
	invalidArgument,
	notFound,
	ApiError,
} from '../http/errors';
import { empty, json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';

const BASE = '/(?:www|siteverification)\\.googleapis\\.com/siteVerification/v1';
const FETCH_TIMEOUT_MS = 5000;
const NOT_FOUND_MESSAGE =
	'The necessary verification token could not be found on your site.';

function siteOf( body: JsonObject ): { type: string; identifier: string } {
	const site = ( body.site ?? {} ) as JsonObject;
	if ( site.type !== 'SITE' && site.type !== 'INET_DOMAIN' ) {
		throw invalidArgument(
			"site.type is required and must be 'SITE' or 'INET_DOMAIN'."
		);
	}
	if ( typeof site.identifier !== 'string' || ! site.identifier ) {
		throw invalidArgument( 'site.identifier is required.' );
	}
	if (
		site.type === 'SITE' &&
		! /^https?:\/\/[^/]+/.test( site.identifier )
	) {
		throw invalidArgument(
			`site.identifier: '${ site.identifier }' is not a valid http(s) URL.`
		);
	}
	return { type: site.type, identifier: site.identifier };
}

function tokenValue(
	emu: Emulator,
	accountId: string,
	identifier: string
): string {
	const normal = identifier.replace( /\/?$/, '/' ).toLowerCase();
	return createHash( 'sha256' )
		.update( `${ emu.config.seed }|${ accountId }|${ normal }` )
		.digest( 'base64url' )
		.slice( 0, 43 );
}

/**
 * The DNS TXT record `POST token` hands an account for a domain (DNS_TXT method).
 * @param emu
 * @param accountId
 * @param domain
 */
export function dnsTxtRecord(
	emu: Emulator,
	accountId: string,
	domain: string
): string {
	return `google-site-verification=${ tokenValue(
		emu,
		accountId,
		domain.toLowerCase()
	) }`;
}

/**
 * Whether the emulator considers the TXT record published: through the control endpoint (`POST /__emulator/dns`),
 * or, in the domain-property scenario, for the site's own domain.
 * @param emu
 * @param domain
 * @param record
 */
function hasDnsRecord(
	emu: Emulator,
	domain: string,
	record: string
): boolean {
	return (
		!! emu.dnsTxt.get( domain )?.has( record ) ||
		( emu.scenario().domainProperty && domain === emu.siteHost() )
	);
}

function getToken( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'siteverification',
		REQUIRED.siteverification
	);
	const body = jsonBody( req );
	const site = siteOf( body );
	const method = body.verificationMethod;
	const identifier =
		site.type === 'INET_DOMAIN'
			? site.identifier.toLowerCase()
			: site.identifier;
	const value = tokenValue( emu, caller.accountId, identifier );
	if (
		site.type === 'INET_DOMAIN' &&
		method !== 'DNS_TXT' &&
		method !== 'DNS_CNAME'
	) {
		throw invalidArgument(
			`verificationMethod ${ String(
				method
			) } cannot be used with site type INET_DOMAIN; use DNS_TXT or DNS_CNAME.`
		);
	}
	switch ( method ) {
		case 'META':
			return json( 200, {
				method,
				token: `<meta name="google-site-verification" content="${ value }">`,
			} );
		case 'FILE':
			return json( 200, {
				method,
				token: `google${ Buffer.from( value, 'base64url' )
					.toString( 'hex' )
					.slice( 0, 16 ) }.html`,
			} );
		case 'DNS_TXT':
			return json( 200, {
				method,
				token: `google-site-verification=${ value }`,
			} );
		default:
			throw invalidArgument(
				`verificationMethod: '${ String(
					method
				) }' is not supported (use META, FILE or DNS_TXT).`
			);
	}
}

async function fetchText( url: string ): Promise< string | null > {
	try {
		const response = await fetch( url, {
			signal: AbortSignal.timeout( FETCH_TIMEOUT_MS ),
			redirect: 'follow',
			headers: { 'user-agent': 'Google-Site-Verification/1.0' },
		} );
		return response.ok
			? ( await response.text() ).slice( 0, 2_000_000 )
			: null;
	} catch {
		return null;
	}
}

function hasMetaToken( html: string, token: string ): boolean {
	for ( const tag of html.match( /<meta\b[^>]*>/gi ) ?? [] ) {
		const name = /\bname\s*=\s*["']?google-site-verification["'\s/>]/i.test(
			tag
		);
		const content = /\bcontent\s*=\s*["']([^"']*)["']/i.exec( tag );
		if ( name && content && content[ 1 ].trim() === token ) {
			return true;
		}
	}
	return false;
}

/**
 * A web resource as Google returns it; verified domains are kept as `dns://domain` (their id, encoded).
 * @param identifier
 */
function resourceJson( identifier: string ): JsonObject {
	const owners = DEMO_ACCOUNTS.map( ( a ) => a.email );
	return {
		id: encodeURIComponent( identifier ),
		site: identifier.startsWith( 'dns://' )
			? { type: 'INET_DOMAIN', identifier: identifier.slice( 6 ) }
			: { type: 'SITE', identifier },
		owners,
	};
}

async function verify(
	req: EmuRequest,
	emu: Emulator
): Promise< EmuResponse > {
	const caller = requireToken(
		req,
		emu,
		'siteverification',
		REQUIRED.siteverification
	);
	const method = req.query.get( 'verificationMethod' );
	const site = siteOf( jsonBody( req ) );
	const domainSite = site.type === 'INET_DOMAIN';
	const identifier = domainSite
		? `dns://${ site.identifier.toLowerCase() }`
		: site.identifier;
	const token = tokenValue(
		emu,
		caller.accountId,
		domainSite ? site.identifier.toLowerCase() : site.identifier
	);
	let found = false;
	if ( method === 'DNS_TXT' ) {
		const domain = domainSite
			? site.identifier.toLowerCase()
			: new URL( site.identifier ).hostname;
		found = hasDnsRecord(
			emu,
			domain,
			dnsTxtRecord( emu, caller.accountId, domain )
		);
	} else if ( method === 'META' && site.type === 'SITE' ) {
		const html = await fetchText( site.identifier );
		found = html !== null && hasMetaToken( html, token );
	} else if ( method === 'FILE' && site.type === 'SITE' ) {
		const file = `google${ Buffer.from( token, 'base64url' )
			.toString( 'hex' )
			.slice( 0, 16 ) }.html`;
		const text = await fetchText(
			new URL( file, site.identifier.replace( /\/?$/, '/' ) ).toString()
		);
		found =
			text !== null &&
			text.includes( `google-site-verification: ${ file }` );
	} else if (
		method === 'META' ||
		method === 'FILE' ||
		method === 'DNS_CNAME'
	) {
		throw invalidArgument(
			`verificationMethod ${ method } is not available for site type ${ site.type } in the emulator.`
		);
	} else {
		throw invalidArgument(
			`verificationMethod is required (META, FILE, DNS_TXT or DNS_CNAME); got '${ String(
				method
			) }'.`
		);
	}
	if ( ! found ) {
		throw new ApiError(
			googleError( 400, NOT_FOUND_MESSAGE, { reason: 'badRequest' } )
		);
	}
	emu.resources.addVerified( caller.accountId, identifier );
	const resource = resourceJson( identifier );
	resource.owners = ownersOf( emu, identifier );
	return json( 200, resource );
}

function ownersOf( emu: Emulator, identifier: string ): string[] {
	return DEMO_ACCOUNTS.filter( ( a ) =>
		emu.resources.isVerified( a.id, identifier )
	).map( ( a ) => a.email );
}

function fullyDecode( value: string ): string {
	let current = value;
	for ( let i = 0; i < 3; i++ ) {
		const next = decodeParam( current );
		if ( next === current ) {
			break;
		}
		current = next;
	}
	return current;
}

function list( req: EmuRequest, emu: Emulator ): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'siteverification',
		REQUIRED.siteverificationList
	);
	const items = emu.resources
		.verifiedSites( caller.accountId )
		.map( ( identifier ) => ( {
			...resourceJson( identifier ),
			owners: ownersOf( emu, identifier ),
		} ) );
	return json( 200, items.length ? { items } : {} );
}

function get( req: EmuRequest, params: string[], emu: Emulator ): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'siteverification',
		REQUIRED.siteverificationList
	);
	const identifier = fullyDecode( params[ 0 ] );
	const match = emu.resources
		.verifiedSites( caller.accountId )
		.find( ( s ) => sameSite( s, identifier ) );
	if ( ! match ) {
		throw notFound( 'You are not an owner of this site.' );
	}
	return json( 200, {
		...resourceJson( match ),
		owners: ownersOf( emu, match ),
	} );
}

function remove(
	req: EmuRequest,
	params: string[],
	emu: Emulator
): EmuResponse {
	const caller = requireToken(
		req,
		emu,
		'siteverification',
		REQUIRED.siteverificationList
	);
	const identifier = fullyDecode( params[ 0 ] );
	const set = emu.resources.verified.get( caller.accountId );
	const siteEntry = emu.scenario().domainProperty
		? `dns://${ emu.siteHost() }`
		: emu.config.siteUrl;
	const stored = [ ...( set ?? [] ) ].find( ( s ) =>
		sameSite( s === 'SITE_URL' ? siteEntry : s, identifier )
	);
	if ( ! set || ! stored ) {
		throw notFound( 'You are not an owner of this site.' );
	}
	set.delete( stored );
	return empty( 204 );
}

export const siteVerificationRoutes: Route[] = [
	route( 'POST', `${ BASE }/token`, 'siteverification', ( req, _p, emu ) =>
		getToken( req, emu )
	),
	route(
		'POST',
		`${ BASE }/webResource`,
		'siteverification',
		( req, _p, emu ) => verify( req, emu )
	),
	route(
		'GET',
		`${ BASE }/webResource`,
		'siteverification',
		( req, _p, emu ) => list( req, emu )
	),
	route( 'GET', `${ BASE }/webResource/([^/]+)`, 'siteverification', get ),
	route(
		'DELETE',
		`${ BASE }/webResource/([^/]+)`,
		'siteverification',
		remove
	),
];
