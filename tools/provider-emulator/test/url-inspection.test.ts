import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { demoContent } from '../src/data/demo-content';
import type { RunningEmulator } from '../src/index';
import {
	call,
	control,
	SCOPE,
	signIn,
	start,
	TODAY,
	type GoogleError,
} from './helpers';

interface IndexStatus {
	verdict: string;
	coverageState: string;
	robotsTxtState?: string;
	indexingState?: string;
	lastCrawlTime?: string;
	pageFetchState?: string;
	googleCanonical?: string;
	userCanonical?: string;
	crawledAs?: string;
	sitemap?: string[];
	referringUrls?: string[];
}
interface InspectResponse {
	inspectionResult: {
		inspectionResultLink: string;
		indexStatusResult: IndexStatus;
	};
}
type V1Error = {
	error: GoogleError[ 'error' ] & {
		details?: Array< {
			reason: string;
			metadata: Record< string, string >;
		} >;
	};
};

let emu: RunningEmulator;
let token: string;
const SITE = 'http://127.0.0.1:8888/';
const BASE = 'http://127.0.0.1:8888';
const content = demoContent( undefined, TODAY );

before( async () => {
	emu = await start();
	token = ( await signIn( emu.url, [ SCOPE.webmasters ] ) ).access_token;
} );
after( () => emu.close() );
beforeEach( async () => {
	await control( emu.url, '/config', {
		urlInspectionDailyQuota: 2000,
		urlInspectionMinuteQuota: 600,
		scenario: 'default',
	} );
	await control( emu.url, '/clock', { offsetSeconds: 0 } );
	token = await freshToken();
} );

/** Moving the clock expires tokens: sign in again. */
async function freshToken(): Promise< string > {
	return ( await signIn( emu.url, [ SCOPE.webmasters ] ) ).access_token;
}

function inspect( body: Record< string, unknown >, auth = token ) {
	return call< InspectResponse & V1Error >(
		`${ emu.url }/searchconsole.googleapis.com/v1/urlInspection/index:inspect`,
		{ token: auth, json: body }
	);
}

async function status( path: string, siteUrl = SITE ): Promise< IndexStatus > {
	const response = await inspect( {
		inspectionUrl: BASE + path,
		siteUrl,
		languageCode: 'en-US',
	} );
	assert.equal( response.status, 200, response.text );
	return response.body.inspectionResult.indexStatusResult;
}

describe( 'URL Inspection', () => {
	it( 'answers the home page as indexed, with the crawl, the canonicals and a link to Search Console', async () => {
		const response = await inspect( {
			inspectionUrl: `${ BASE }/`,
			siteUrl: SITE,
		} );
		assert.equal( response.status, 200 );
		const result = response.body.inspectionResult;
		const link = new URL( result.inspectionResultLink );
		assert.equal(
			link.origin + link.pathname,
			'https://search.google.com/search-console/inspect'
		);
		assert.equal( link.searchParams.get( 'resource_id' ), SITE );
		assert.equal( link.searchParams.get( 'id' ), `${ BASE }/` );
		const home = result.indexStatusResult;
		assert.equal( home.verdict, 'PASS' );
		assert.equal( home.coverageState, 'Submitted and indexed' );
		assert.equal( home.robotsTxtState, 'ALLOWED' );
		assert.equal( home.indexingState, 'INDEXING_ALLOWED' );
		assert.equal( home.pageFetchState, 'SUCCESSFUL' );
		assert.equal( home.googleCanonical, `${ BASE }/` );
		assert.equal( home.userCanonical, `${ BASE }/` );
		assert.match(
			home.lastCrawlTime ?? '',
			/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
		);
		assert.ok( ( home.lastCrawlTime ?? '' ) < `${ TODAY }T00:00:00Z` );
		assert.ok( [ 'MOBILE', 'DESKTOP' ].includes( home.crawledAs ?? '' ) );
		assert.deepEqual( home.sitemap, [
			`${ BASE }/wp-sitemap-posts-page-1.xml`,
		] );
	} );

	it( 'indexes most demo pages and gives the others Google’s reasons, the same every time', async () => {
		const states = new Map< string, IndexStatus >();
		for ( const entry of content.entries ) {
			states.set( entry.path, await status( entry.path ) );
		}
		const indexed = [ ...states.values() ].filter(
			( s ) => s.verdict === 'PASS'
		);
		assert.ok(
			indexed.length > 0.7 * states.size && indexed.length < states.size,
			`${ indexed.length } of ${ states.size } indexed`
		);
		const reasons = new Set(
			[ ...states.values() ]
				.filter( ( s ) => s.verdict !== 'PASS' )
				.map( ( s ) => s.coverageState )
		);
		for ( const reason of [
			'Crawled - currently not indexed',
			'Discovered - currently not indexed',
			'Excluded by ‘noindex’ tag',
		] ) {
			assert.ok(
				reasons.has( reason ),
				`${ reason } in ${ [ ...reasons ] }`
			);
		}
		for ( const s of states.values() ) {
			if ( s.verdict === 'PASS' ) {
				assert.match( s.coverageState, /indexed/i );
				assert.ok( s.googleCanonical );
			} else {
				assert.equal( s.verdict, 'NEUTRAL' );
				// Google selects a canonical only for pages it indexed, or a duplicate's original.
				if ( s.googleCanonical ) {
					assert.equal(
						s.coverageState,
						'Duplicate, Google chose different canonical than user'
					);
					assert.notEqual( s.googleCanonical, s.userCanonical );
				}
			}
			if ( s.coverageState === 'Excluded by ‘noindex’ tag' ) {
				assert.equal( s.indexingState, 'BLOCKED_BY_META_TAG' );
			}
			if ( s.coverageState === 'Discovered - currently not indexed' ) {
				assert.equal( s.lastCrawlTime, undefined );
			}
		}
		// Posts of the last days are not indexed yet; the 20 most visited pages always are.
		const recent = content.entries.filter(
			( e ) => e.kind === 'post' && e.date >= '2025-03-10'
		);
		assert.ok( recent.length > 0 );
		for ( const post of recent ) {
			const s = states.get( post.path ) as IndexStatus;
			assert.ok(
				[
					'URL is unknown to Google',
					'Discovered - currently not indexed',
				].includes( s.coverageState ),
				`${ post.path } (${ post.date }): ${ s.coverageState }`
			);
		}
		for ( const entry of content.entries.slice( 0, 20 ) ) {
			assert.equal(
				states.get( entry.path )?.verdict,
				'PASS',
				entry.path
			);
		}
		const again = content.entries[ 57 ].path;
		assert.deepEqual( await status( again ), states.get( again ) );
	} );

	it( 'does not know pages outside the demo set, and follows WordPress’s trailing-slash redirect', async () => {
		assert.deepEqual( await status( '/recipes/no-such-cake/' ), {
			verdict: 'NEUTRAL',
			coverageState: 'URL is unknown to Google',
		} );
		assert.equal(
			( await status( '/about/?utm_source=x' ) ).coverageState,
			'URL is unknown to Google'
		);
		const redirect = await status( '/about' );
		assert.equal( redirect.coverageState, 'Page with redirect' );
		assert.equal( redirect.verdict, 'NEUTRAL' );
		assert.equal( redirect.googleCanonical, `${ BASE }/about/` );
	} );

	it( 'refuses properties the user cannot read and URLs outside the property, as Google does', async () => {
		const notOwned = await inspect( {
			inspectionUrl: 'https://www.example.net/',
			siteUrl: 'https://www.example.net/',
		} );
		assert.equal( notOwned.status, 403 );
		assert.equal( notOwned.body.error.status, 'PERMISSION_DENIED' );
		assert.equal(
			notOwned.body.error.message,
			'You do not own this site, or the inspected URL is not part of this property.'
		);
		const outside = await inspect( {
			inspectionUrl: 'https://www.example.org/some-page/',
			siteUrl: SITE,
		} );
		assert.equal( outside.status, 403 );
		assert.equal( outside.body.error.status, 'PERMISSION_DENIED' );
		const otherProtocol = await inspect( {
			inspectionUrl: 'https://127.0.0.1:8888/about/',
			siteUrl: SITE,
		} );
		assert.equal( otherProtocol.status, 403 );
		const missing = await inspect( { siteUrl: SITE } );
		assert.equal( missing.status, 400 );
		assert.equal( missing.body.error.status, 'INVALID_ARGUMENT' );
		const relative = await inspect( {
			inspectionUrl: '/about/',
			siteUrl: SITE,
		} );
		assert.equal( relative.status, 400 );
		const anonymous = await inspect(
			{ inspectionUrl: `${ BASE }/`, siteUrl: SITE },
			''
		);
		assert.equal( anonymous.status, 401 );
		const other = await signIn(
			emu.url,
			[ SCOPE.webmasters ],
			'second.user@example.com'
		);
		const stranger = await inspect(
			{ inspectionUrl: `${ BASE }/`, siteUrl: SITE },
			other.access_token
		);
		assert.equal( stranger.status, 403 );
	} );

	it( 'serves the other site’s pages on its own property', async () => {
		const response = await inspect( {
			inspectionUrl: 'https://www.example.org/',
			siteUrl: 'https://www.example.org/',
		} );
		assert.equal( response.status, 200 );
		assert.equal(
			response.body.inspectionResult.indexStatusResult.verdict,
			'PASS'
		);
	} );

	it( 'answers 429 RESOURCE_EXHAUSTED once the property’s daily quota is used up, until the next Pacific day', async () => {
		await control( emu.url, '/config', { urlInspectionDailyQuota: 2 } );
		// Another day's window: the earlier tests' calls do not count.
		await control( emu.url, '/clock', { offsetSeconds: 3 * 86400 } );
		token = await freshToken();
		assert.equal(
			( await inspect( { inspectionUrl: `${ BASE }/`, siteUrl: SITE } ) )
				.status,
			200
		);
		assert.equal(
			(
				await inspect( {
					inspectionUrl: `${ BASE }/about/`,
					siteUrl: SITE,
				} )
			).status,
			200
		);
		const refused = await inspect( {
			inspectionUrl: `${ BASE }/`,
			siteUrl: SITE,
		} );
		assert.equal( refused.status, 429 );
		assert.equal( refused.body.error.code, 429 );
		assert.equal( refused.body.error.status, 'RESOURCE_EXHAUSTED' );
		assert.match( refused.body.error.message, /per day per site/ );
		assert.equal(
			refused.body.error.details?.[ 0 ].reason,
			'RATE_LIMIT_EXCEEDED'
		);
		// Quotas are per property.
		const other = await inspect( {
			inspectionUrl: 'https://www.example.org/',
			siteUrl: 'https://www.example.org/',
		} );
		assert.equal( other.status, 200 );
		// A day later the quota is back.
		await control( emu.url, '/clock', { advanceSeconds: 86400 } );
		token = await freshToken();
		assert.equal(
			( await inspect( { inspectionUrl: `${ BASE }/`, siteUrl: SITE } ) )
				.status,
			200
		);
	} );

	it( 'has a per-minute quota too, and rejects a bad quota setting', async () => {
		await control( emu.url, '/config', { urlInspectionMinuteQuota: 1 } );
		await control( emu.url, '/clock', { offsetSeconds: 10 * 86400 } );
		token = await freshToken();
		assert.equal(
			( await inspect( { inspectionUrl: `${ BASE }/`, siteUrl: SITE } ) )
				.status,
			200
		);
		const refused = await inspect( {
			inspectionUrl: `${ BASE }/`,
			siteUrl: SITE,
		} );
		assert.equal( refused.status, 429 );
		assert.match( refused.body.error.message, /per minute per site/ );
		await control( emu.url, '/clock', { advanceSeconds: 60 } );
		token = await freshToken();
		assert.equal(
			( await inspect( { inspectionUrl: `${ BASE }/`, siteUrl: SITE } ) )
				.status,
			200
		);
		const bad = await control( emu.url, '/config', {
			urlInspectionDailyQuota: -1,
		} );
		assert.equal( bad.status, 400 );
	} );

	it( 'works on a Domain property, which covers both protocols', async () => {
		await control( emu.url, '/config', { scenario: 'domain-property' } );
		const domain = 'sc-domain:127.0.0.1';
		assert.equal( ( await status( '/', domain ) ).verdict, 'PASS' );
		const https = await inspect( {
			inspectionUrl: 'https://127.0.0.1:8888/about/',
			siteUrl: domain,
		} );
		assert.equal( https.status, 200 );
		assert.equal(
			https.body.inspectionResult.indexStatusResult.coverageState,
			'URL is unknown to Google'
		);
		const prefix = await inspect( {
			inspectionUrl: `${ BASE }/`,
			siteUrl: SITE,
		} );
		assert.equal( prefix.status, 403 );
	} );

	it( 'knows nothing but the home page of a brand-new site', async () => {
		await control( emu.url, '/config', { scenario: 'new-site' } );
		assert.equal(
			( await status( '/' ) ).coverageState,
			'Discovered - currently not indexed'
		);
		assert.equal(
			( await status( content.entries[ 1 ].path ) ).coverageState,
			'URL is unknown to Google'
		);
	} );
} );
