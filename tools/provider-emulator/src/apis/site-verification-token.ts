/**
 * Site Verification v1 getToken: the token of each verification method (META tag, HTML file, DNS TXT record), a
 * pure function of (seed, account, site), and the site or domain a request names.
 */
import { createHash } from 'node:crypto';
import type { Emulator } from '../emulator';
import { jsonBody } from '../http/body';
import { invalidArgument } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';

export function siteOf( body: JsonObject ): {
	type: string;
	identifier: string;
} {
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

export function tokenValue(
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
export function hasDnsRecord(
	emu: Emulator,
	domain: string,
	record: string
): boolean {
	return (
		!! emu.dnsTxt.get( domain )?.has( record ) ||
		( emu.scenario().domainProperty && domain === emu.siteHost() )
	);
}

export function getToken( req: EmuRequest, emu: Emulator ): EmuResponse {
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
