/**
 * Search Console URL Inspection API (searchconsole v1): `POST urlInspection/index:inspect`: who may inspect which
 * URL, in which property. What Google knows of each page is src/apis/index-status.ts; a demo path without its
 * trailing slash is WordPress's redirect to it. Each property has Google's quotas (src/apis/url-inspection-quota.ts:
 * per day, reset at midnight Pacific Time, and per minute), settable through `POST /__emulator/config`
 * (`urlInspectionDailyQuota`, `urlInspectionMinuteQuota`).
 */
import { mix } from '../data/prng';
import { OTHER_SITE_URL, sameSite } from '../data/site-urls';
import { siteSeed } from '../data/site-variants';
import type { Emulator } from '../emulator';
import { jsonBody } from '../http/body';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse } from '../http/types';
import { route, type Route } from '../router';
import {
	content,
	COVERAGE,
	indexStatus,
	type PageContext,
} from './index-status';
import { searchConsoleReader, verifiedSite } from './searchconsole-access';
import { takeQuota, v1Error } from './url-inspection-quota';

const PATH = '/searchconsole\\.googleapis\\.com/v1/urlInspection/index:inspect';

const NOT_OWNED =
	'You do not own this site, or the inspected URL is not part of this property.';

/**
 * Whether a URL lies in a property: below a URL-prefix property (same protocol, host and path prefix), or on a
 * Domain property's host or one of its subdomains, any protocol.
 * @param property
 * @param url
 */
export function inProperty( property: string, url: URL ): boolean {
	if ( property.startsWith( 'sc-domain:' ) ) {
		const domain = property.slice( 'sc-domain:'.length ).toLowerCase();
		return (
			url.hostname === domain || url.hostname.endsWith( `.${ domain }` )
		);
	}
	let prefix: URL;
	try {
		prefix = new URL( property );
	} catch {
		return false;
	}
	return (
		prefix.protocol === url.protocol &&
		prefix.host === url.host &&
		url.pathname.startsWith( prefix.pathname )
	);
}

function inspect(
	req: EmuRequest,
	_params: string[],
	emu: Emulator
): EmuResponse {
	const caller = searchConsoleReader( req, emu );
	const body = jsonBody( req );
	for ( const field of [ 'inspectionUrl', 'siteUrl' ] ) {
		if ( typeof body[ field ] !== 'string' || ! body[ field ] ) {
			throw v1Error(
				400,
				'INVALID_ARGUMENT',
				`Request contains an invalid argument. '${ field }' is required.`
			);
		}
	}
	if (
		body.languageCode !== undefined &&
		( typeof body.languageCode !== 'string' ||
			! /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test( body.languageCode ) )
	) {
		throw v1Error(
			400,
			'INVALID_ARGUMENT',
			'Request contains an invalid argument. languageCode must be an IETF BCP-47 language code.'
		);
	}
	const siteUrl = body.siteUrl as string;
	let url: URL;
	try {
		url = new URL( body.inspectionUrl as string );
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			throw new Error( 'not a web URL' );
		}
	} catch {
		throw v1Error(
			400,
			'INVALID_ARGUMENT',
			`Request contains an invalid argument. inspectionUrl '${ String(
				body.inspectionUrl
			) }' is not a fully-qualified URL.`
		);
	}
	const site = verifiedSite( caller, emu, siteUrl, true );
	// Google answers the same for a property the user cannot read and for a URL outside the property.
	if ( ! site || ! inProperty( site.siteUrl, url ) ) {
		throw v1Error( 403, 'PERMISSION_DENIED', NOT_OWNED );
	}
	takeQuota( emu, site.siteUrl );

	// The unrelated example.org properties serve that site's pages; any other property the demo site's.
	const own = ! (
		sameSite( site.siteUrl, OTHER_SITE_URL ) ||
		site.siteUrl ===
			`sc-domain:${ new URL( OTHER_SITE_URL ).hostname.replace(
				/^www\./,
				''
			) }`
	);
	// An extra site of a network: its own pages, states drawn from its own seed.
	const extra = emu
		.extraSites()
		.find( ( e ) => sameSite( site.siteUrl, e.url ) );
	const base = (
		extra?.url ?? ( own ? emu.config.siteUrl : OTHER_SITE_URL )
	).replace( /\/$/, '' );
	const seed = own ? emu.config.seed : mix( emu.config.seed, 0x07 );
	const today = emu.today();
	const ctx: PageContext = extra
		? {
				seed: siteSeed( seed, extra.site ),
				today,
				base,
				content: content( seed, today, extra.site ),
				hasData: true,
		  }
		: {
				seed,
				today,
				base,
				content: content( seed, today ),
				hasData: ! own || emu.scenario().scScale > 0,
		  };
	const href = url.href.replace( /#.*$/, '' );
	const result = href.startsWith( `${ base }/` )
		? indexStatus( ctx, href.slice( base.length ) )
		: { verdict: 'NEUTRAL', coverageState: COVERAGE.unknown };
	const link = new URL( 'https://search.google.com/search-console/inspect' );
	link.searchParams.set( 'resource_id', site.siteUrl );
	link.searchParams.set( 'id', body.inspectionUrl as string );
	link.searchParams.set( 'utm_medium', 'link' );
	link.searchParams.set( 'utm_source', 'api' );
	return json( 200, {
		inspectionResult: {
			inspectionResultLink: link.href,
			indexStatusResult: result,
		},
	} );
}

export const urlInspectionRoutes: Route[] = [
	route( 'POST', PATH, 'searchconsole', inspect ),
];
