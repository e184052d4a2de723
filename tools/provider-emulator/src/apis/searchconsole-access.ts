/**
 * Who may read what in Search Console: the caller (a token with the read scope) and its verified property for a
 * site URL, or Google's 403.
 */
import { sameSite } from '../data/site-urls';
import type { Emulator } from '../emulator';
import { permissionDenied } from '../http/errors';
import type { EmuRequest } from '../http/types';
import { type Caller, requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';

export function noPermission( siteUrl: string ) {
	return permissionDenied(
		`User does not have sufficient permission for site '${ siteUrl }'. See also: https://support.google.com/webmasters/answer/2451999.`
	);
}

/**
 * The caller: a token with the Search Console read scope.
 *
 * @param req The request.
 * @param emu The emulator.
 */
export function searchConsoleReader( req: EmuRequest, emu: Emulator ): Caller {
	return requireToken(
		req,
		emu,
		'searchconsole',
		REQUIRED.searchconsoleRead
	);
}

/**
 * The caller's verified Search Console property for a site URL: named exactly, or (unless `exact`, and for URL-prefix
 * properties) the same site; undefined when the caller has none.
 *
 * @param caller  The caller.
 * @param emu     The emulator.
 * @param siteUrl The property as the request names it.
 * @param exact   Only the property named exactly.
 */
export function verifiedSite(
	caller: Caller,
	emu: Emulator,
	siteUrl: string,
	exact = false
): { siteUrl: string; permissionLevel: string } | undefined {
	const site = emu.resources
		.scSites( caller.accountId )
		.find(
			( s ) =>
				s.siteUrl === siteUrl ||
				( ! exact &&
					! siteUrl.startsWith( 'sc-domain:' ) &&
					sameSite( s.siteUrl, siteUrl ) )
		);
	return site && site.permissionLevel !== 'siteUnverifiedUser'
		? site
		: undefined;
}

export function accessibleSite(
	caller: Caller,
	emu: Emulator,
	siteUrl: string
): { siteUrl: string; permissionLevel: string } {
	const site = verifiedSite( caller, emu, siteUrl );
	if ( ! site ) {
		throw noPermission( siteUrl );
	}
	return site;
}
