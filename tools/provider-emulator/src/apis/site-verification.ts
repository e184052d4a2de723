/**
 * Site Verification v1: webResource insert (verify), list, get, delete; getToken is apis/site-verification-token.ts.
 * Verifying fetches the site over HTTP (5 s timeout) and looks for the META tag or the HTML file.
 */
import { sameSite } from '../data/site-urls';
import type { Emulator } from '../emulator';
import { decodeParam, jsonBody } from '../http/body';
import {
	ApiError,
	googleError,
	invalidArgument,
	notFound,
} from '../http/errors';
import { empty, json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';
import { route, type Route } from '../router';
import {
	dnsTxtRecord,
	getToken,
	hasDnsRecord,
	siteOf,
	tokenValue,
} from './site-verification-token';

const BASE = '/(?:www|siteverification)\\.googleapis\\.com/siteVerification/v1';
const FETCH_TIMEOUT_MS = 5000;
const NOT_FOUND_MESSAGE =
	'The necessary verification token could not be found on your site.';

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
 * @param owners     The demo accounts that own it (e-mails).
 */
function resourceJson( identifier: string, owners: string[] ): JsonObject {
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
	return json( 200, resourceJson( identifier, ownersOf( emu, identifier ) ) );
}

function ownersOf( emu: Emulator, identifier: string ): string[] {
	return emu
		.accounts()
		.filter( ( a ) => emu.resources.isVerified( a.id, identifier ) )
		.map( ( a ) => a.email );
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
		.map( ( identifier ) =>
			resourceJson( identifier, ownersOf( emu, identifier ) )
		);
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
	return json( 200, resourceJson( match, ownersOf( emu, match ) ) );
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
